import { Input } from 'antd';
import { type ChangeEvent, useId, useState } from 'react';
import type { FieldMeta } from '../../../shared/screen/fields';
import { FieldRow } from './FieldRow';

export interface TextFieldProps {
  meta: FieldMeta;
  value: string;
  problem: string | null;
  /** Every committed change: typing runs are merged into one step by the caller. */
  onChange: (value: string) => void;
  /** The field lost focus: the typing run ends. */
  onDone: () => void;
  /** A row of a list: no label of its own. */
  bare?: boolean;
  placeholder?: string;
}

/**
 * A text of the robot screen. While an input method composes (拼音), the letters stay in the field
 * and reach the document only when the character is chosen, so the screen never shows "nihao".
 */
export function TextField({ meta, value, problem, onChange, onDone, bare, placeholder }: TextFieldProps) {
  const id = useId();
  const [composing, setComposing] = useState<string | null>(null);
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (composing !== null) setComposing(event.target.value);
    else onChange(event.target.value);
  };
  const common = {
    id,
    value: composing ?? value,
    maxLength: meta.max,
    showCount: meta.max !== undefined && !bare,
    placeholder: placeholder ?? `请输入${meta.label}`,
    status: problem ? ('error' as const) : undefined,
    onChange: change,
    onCompositionStart: () => setComposing(value),
    onCompositionEnd: (event: { currentTarget: { value: string } }) => {
      setComposing(null);
      onChange(event.currentTarget.value);
    },
    onBlur: onDone,
    'aria-label': bare ? meta.label : undefined,
  };
  const control =
    meta.kind === 'textarea' ? (
      <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} />
    ) : (
      <Input {...common} />
    );
  if (bare) return control;
  return (
    <FieldRow label={meta.label} htmlFor={id} problem={problem}>
      {control}
    </FieldRow>
  );
}
