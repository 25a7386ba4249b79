import { MSG } from '../../shared/messages';

/** Number input defaults of project-areas spec section 9. */
export const NUMBER_INPUT_DEFAULTS = { min: 0, max: 99_999_999, step: 1 } as const;

export interface NumberBounds {
  min: number;
  max: number;
}

/** What the field shows and holds after an edit, and the warning to show if a bound was hit. */
export interface NumberEdit {
  text: string;
  value: number;
  warning?: string;
}

/** A non-numeric or empty text counts as 0. */
export const parseNumberText = (text: string): number => {
  const value = Number(text.trim());
  return text.trim() === '' || Number.isNaN(value) ? 0 : value;
};

/**
 * Typing past max warns and takes the typed character back: the field keeps the text it had
 * (wherever the caret was, and for a paste too).
 */
export const applyTyping = (text: string, previous: string, { max }: NumberBounds): NumberEdit => {
  const value = parseNumberText(text);
  if (value <= max) return { text, value };
  return { text: previous, value: parseNumberText(previous), warning: MSG.numberAboveMax(max) };
};

/** Anything outside the bounds is clamped, with the bound's warning. */
export const clampToBounds = (value: number, { min, max }: NumberBounds): NumberEdit => {
  if (value > max) return { text: String(max), value: max, warning: MSG.numberAboveMax(max) };
  if (value < min) return { text: String(min), value: min, warning: MSG.numberBelowMin(min) };
  return { text: String(value), value };
};

const decimalsOf = (n: number): number => (String(n).split('.')[1] ?? '').length;

/** One step up (+1) or down (-1), kept to the step's decimals so 0.1 + 0.2 shows 0.3. */
export const applyStep = (
  value: number,
  direction: 1 | -1,
  step: number,
  bounds: NumberBounds,
): NumberEdit => {
  const decimals = Math.max(decimalsOf(value), decimalsOf(step));
  return clampToBounds(Number((value + direction * step).toFixed(decimals)), bounds);
};
