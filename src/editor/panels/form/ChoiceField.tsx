import { Segmented, Select } from 'antd';
import { useId } from 'react';
import type { FieldMeta } from '../../../shared/screen/fields';
import { FieldRow } from './FieldRow';

export interface ChoiceFieldProps {
  meta: FieldMeta;
  value: unknown;
  problem: string | null;
  onChange: (value: string) => void;
}

/** Up to four short options side by side (a variant switch); longer lists in a select. */
function fitsSegmented(meta: FieldMeta): boolean {
  const options = meta.options ?? [];
  return options.length <= 4 && options.every((option) => option.label.length <= 4);
}

/** A style or layout variant: image-text layouts, swiper card types, card sizes, themes. */
export function ChoiceField({ meta, value, problem, onChange }: ChoiceFieldProps) {
  const id = useId();
  const options = (meta.options ?? []).map(({ value: optionValue, label }) => ({
    value: optionValue,
    label,
  }));
  const current = typeof value === 'string' ? value : undefined;
  return (
    <FieldRow label={meta.label} htmlFor={id} problem={problem}>
      {fitsSegmented(meta) ? (
        <Segmented id={id} block size="small" options={options} value={current} onChange={onChange} />
      ) : (
        <Select
          id={id}
          options={options}
          value={current}
          onChange={onChange}
          placeholder={`请选择${meta.label}`}
          status={problem ? 'error' : undefined}
        />
      )}
    </FieldRow>
  );
}
