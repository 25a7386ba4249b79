import { MSG } from '../../shared/messages';
import { fail, type ValidationResult } from '../../shared/validators/result';
import { validatorRule } from './form-rules';

/** The free-text option every radio or checkbox group with 其他 ends with. */
export const OTHER_OPTION = MSG.otherOption;
/** Default max length of the 其他 input (project-areas spec section 9). */
export const OTHER_INPUT_MAX_LENGTH = 20;
/** From this many options on, each option takes a quarter of the row. */
export const QUARTER_WIDTH_FROM = 4;

/** The spec's radio/checkbox value: the chosen label(s) plus the text typed for 其他. */
export interface RadioWithOtherValue {
  label?: string;
  input?: string;
}
export interface CheckboxWithOtherValue {
  label: string[];
  input?: string;
}
export type ChoiceWithOtherValue = RadioWithOtherValue | CheckboxWithOtherValue;

export const isOtherChosen = (label: string | string[] | undefined): boolean =>
  Array.isArray(label) ? label.includes(OTHER_OPTION) : label === OTHER_OPTION;

/** Choosing 其他 with an empty or blank input is invalid. */
export const validateOtherChoice = (value: ChoiceWithOtherValue | undefined): ValidationResult =>
  isOtherChosen(value?.label) && !value?.input?.trim() ? fail(MSG.otherOptionBlank) : { ok: true };

/** The antd Form rule for a group with 其他. */
export const otherChoiceRule = validatorRule(validateOtherChoice);
