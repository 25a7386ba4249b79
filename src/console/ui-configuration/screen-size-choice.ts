import { homepageCreateBody } from '../../shared/api/homepage';
import type { ScreenSize } from '../../shared/screen/orientation';

/** The screen size of a new configuration: a portrait or landscape preset, or the designer's own. */
export type ScreenChoice = 'portrait' | 'landscape' | 'custom';

export const SCREEN_PRESETS: Record<Exclude<ScreenChoice, 'custom'>, ScreenSize> = {
  portrait: { width: 1080, height: 1920 },
  landscape: { width: 1920, height: 1080 },
};

const sizeSchema = homepageCreateBody.shape.screenSize;

/** The contract's bounds for either side, in pixels. */
export const SCREEN_SIDE = {
  min: sizeSchema.shape.width.minValue ?? 0,
  max: sizeSchema.shape.width.maxValue ?? Number.MAX_SAFE_INTEGER,
};

/** What the screen-size picker holds: the choice, and the custom size (kept while a preset is chosen). */
export interface ScreenSizeValue {
  choice: ScreenChoice;
  custom: ScreenSize;
}

export function chosenScreenSize(choice: ScreenChoice, custom: ScreenSize): ScreenSize {
  return choice === 'custom' ? custom : SCREEN_PRESETS[choice];
}

/** The choice a stored size shows as: the preset it equals, else custom. */
export function screenChoiceOf(size: ScreenSize): ScreenChoice {
  const presets = Object.keys(SCREEN_PRESETS) as Exclude<ScreenChoice, 'custom'>[];
  const match = presets.find(
    (preset) => SCREEN_PRESETS[preset].width === size.width && SCREEN_PRESETS[preset].height === size.height,
  );
  return match ?? 'custom';
}

/** A size the server accepts (whole pixels within the bounds on both sides). */
export const isValidScreenSize = (size: ScreenSize): boolean => sizeSchema.safeParse(size).success;
