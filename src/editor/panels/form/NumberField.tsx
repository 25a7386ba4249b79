import { useEffect, useId, useRef } from 'react';
import { NumberInput } from '../../../console/components/NumberInput';
import type { FieldMeta } from '../../../shared/screen/fields';
import { FieldRow } from './FieldRow';

export interface NumberFieldProps {
  meta: FieldMeta;
  value: unknown;
  problem: string | null;
  onChange: (value: number) => void;
  onDone: () => void;
}

/** A number of the screen (durations, heights, positions) in the shared number input. */
export function NumberField({ meta, value, problem, onChange, onDone }: NumberFieldProps) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  // The stepper has no blur of its own: focus leaving any of its parts ends the typing run.
  useEffect(() => {
    const element = wrapper.current;
    element?.addEventListener('focusout', onDone);
    return () => element?.removeEventListener('focusout', onDone);
  }, [onDone]);
  return (
    <FieldRow label={meta.label} htmlFor={id} problem={problem}>
      <div ref={wrapper}>
        <NumberInput
          id={id}
          value={typeof value === 'number' ? value : undefined}
          min={meta.min}
          max={meta.max}
          step={meta.step}
          width="100%"
          status={problem ? 'error' : undefined}
          onChange={onChange}
        />
      </div>
    </FieldRow>
  );
}
