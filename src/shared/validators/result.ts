/** What every shared validator answers: the accepted value's facts, or the message to show. */
export type ValidationFailure = { ok: false; message: string };
export type ValidationResult<Facts extends object = object> = ({ ok: true } & Facts) | ValidationFailure;

export const fail = (message: string): ValidationFailure => ({ ok: false, message });
