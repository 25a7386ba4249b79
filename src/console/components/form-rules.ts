import type { FormRule } from 'antd';
import type { ValidationResult } from '../../shared/validators/result';

/**
 * An antd Form rule from a shared validator, so a field shows exactly the message the server
 * would give. Empty values pass: the `required` rule speaks for those.
 */
export const validatorRule = <Value>(
  validate: (value: Value) => ValidationResult,
  isEmpty: (value: Value | undefined) => boolean = (value) =>
    value === undefined || value === null || value === '',
): FormRule => ({
  validator: async (_rule, value: Value | undefined) => {
    if (value === undefined || isEmpty(value)) return;
    const result = validate(value);
    if (!result.ok) throw new Error(result.message);
  },
});
