import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Input, Space } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { TOAST_SECONDS } from '../../shared/constants';
import {
  applyStep,
  applyTyping,
  clampToBounds,
  NUMBER_INPUT_DEFAULTS,
  type NumberEdit,
  parseNumberText,
} from './number-input-rules';

export interface NumberInputProps {
  value?: number;
  /** Starting value when the caller does not control it (defaults to min). */
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  /** Width of the whole stepper. */
  width?: number | string;
  id?: string;
  'aria-label'?: string;
  /** An error state of its own, outside a Form.Item that would give it. */
  status?: 'error';
}

/**
 * The number input of project-areas spec section 5: typing past max takes the last character back,
 * stepping or leaving the field out of bounds clamps to the bound, both with the bound's warning.
 * Works as an antd Form control (value / onChange).
 */
export function NumberInput({
  value,
  defaultValue,
  onChange,
  min = NUMBER_INPUT_DEFAULTS.min,
  max = NUMBER_INPUT_DEFAULTS.max,
  step = NUMBER_INPUT_DEFAULTS.step,
  disabled,
  width = 180,
  id,
  'aria-label': ariaLabel,
  status,
}: NumberInputProps) {
  const { message } = App.useApp();
  // Standalone it keeps its own value; inside a Form the form's value wins.
  const [ownValue, setOwnValue] = useState(value ?? defaultValue ?? min);
  const current = value ?? ownValue;
  const [text, setText] = useState(String(current));

  // Follow a value changed from outside, without rewriting what the user is typing ('0.' stays).
  useEffect(() => {
    setText((shown) => (parseNumberText(shown) === current ? shown : String(current)));
  }, [current]);

  const commit = (edit: NumberEdit) => {
    setText(edit.text);
    if (edit.warning) message.warning(edit.warning, TOAST_SECONDS);
    if (edit.value !== current) {
      setOwnValue(edit.value);
      onChange?.(edit.value);
    }
  };

  const stepBy = (direction: 1 | -1) => commit(applyStep(current, direction, step, { min, max }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    stepBy(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <Space.Compact style={{ width }}>
      <Button icon={<MinusOutlined />} aria-label="减少" disabled={disabled} onClick={() => stepBy(-1)} />
      <Input
        id={id}
        aria-label={ariaLabel}
        status={status}
        inputMode="decimal"
        value={text}
        disabled={disabled}
        style={{ textAlign: 'center' }}
        onChange={(event) => commit(applyTyping(event.target.value, text, { min, max }))}
        onBlur={() => commit(clampToBounds(current, { min, max }))}
        onKeyDown={onKeyDown}
      />
      <Button icon={<PlusOutlined />} aria-label="增加" disabled={disabled} onClick={() => stepBy(1)} />
    </Space.Compact>
  );
}
