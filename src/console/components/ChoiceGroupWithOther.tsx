import type { CheckboxOptionType } from 'antd';
import { Checkbox, Flex, Input, Radio } from 'antd';
import type { CSSProperties } from 'react';
import {
  type CheckboxWithOtherValue,
  isOtherChosen,
  OTHER_INPUT_MAX_LENGTH,
  OTHER_OPTION,
  QUARTER_WIDTH_FROM,
  type RadioWithOtherValue,
} from './other-option';

interface ChoiceGroupProps<Value> {
  /** The fixed options; 其他 is added after them. */
  options: string[];
  value?: Value;
  onChange?: (value: Value) => void;
  /** Max length of the 其他 input, shown with a counter. */
  otherMaxLength?: number;
  otherPlaceholder?: string;
  disabled?: boolean;
  id?: string;
}

const QUARTER: CSSProperties = { width: '25%', marginInlineEnd: 0, paddingBlock: 4 };

/** Options with 其他 last; four or more share the row in quarters. */
const optionsWithOther = (options: string[]): CheckboxOptionType<string>[] => {
  const all = [...options, OTHER_OPTION];
  const style = all.length >= QUARTER_WIDTH_FROM ? QUARTER : undefined;
  return all.map((label) => ({ label, value: label, style }));
};

interface OtherInputProps {
  input: string | undefined;
  onInput: (input: string) => void;
  maxLength: number;
  placeholder: string;
  disabled?: boolean;
}

function OtherInput({ input, onInput, maxLength, placeholder, disabled }: OtherInputProps) {
  return (
    <Input
      aria-label={`${OTHER_OPTION}内容`}
      value={input}
      maxLength={maxLength}
      showCount
      autoFocus
      placeholder={placeholder}
      disabled={disabled}
      style={{ maxWidth: 360 }}
      onChange={(event) => onInput(event.target.value)}
    />
  );
}

const DEFAULT_PLACEHOLDER = `请输入${OTHER_OPTION}内容`;

/** Radio group with 其他 and its input (project-areas spec sections 3 and 5); an antd Form control. */
export function RadioGroupWithOther({
  options,
  value,
  onChange,
  otherMaxLength = OTHER_INPUT_MAX_LENGTH,
  otherPlaceholder = DEFAULT_PLACEHOLDER,
  disabled,
  id,
}: ChoiceGroupProps<RadioWithOtherValue>) {
  const label = value?.label;
  return (
    <Flex vertical gap={8} id={id}>
      <Radio.Group
        options={optionsWithOther(options)}
        value={label}
        disabled={disabled}
        style={{ width: '100%' }}
        onChange={(event) => onChange?.({ label: event.target.value, input: '' })}
      />
      {isOtherChosen(label) && (
        <OtherInput
          input={value?.input}
          maxLength={otherMaxLength}
          placeholder={otherPlaceholder}
          disabled={disabled}
          onInput={(input) => onChange?.({ label, input })}
        />
      )}
    </Flex>
  );
}

/** Checkbox group with 其他 and its input; an antd Form control. */
export function CheckboxGroupWithOther({
  options,
  value,
  onChange,
  otherMaxLength = OTHER_INPUT_MAX_LENGTH,
  otherPlaceholder = DEFAULT_PLACEHOLDER,
  disabled,
  id,
}: ChoiceGroupProps<CheckboxWithOtherValue>) {
  const labels = value?.label ?? [];
  return (
    <Flex vertical gap={8} id={id}>
      <Checkbox.Group
        options={optionsWithOther(options)}
        value={labels}
        disabled={disabled}
        style={{ width: '100%' }}
        onChange={(next) =>
          onChange?.({ label: next, input: isOtherChosen(next) ? (value?.input ?? '') : '' })
        }
      />
      {isOtherChosen(labels) && (
        <OtherInput
          input={value?.input}
          maxLength={otherMaxLength}
          placeholder={otherPlaceholder}
          disabled={disabled}
          onInput={(input) => onChange?.({ label: labels, input })}
        />
      )}
    </Flex>
  );
}
