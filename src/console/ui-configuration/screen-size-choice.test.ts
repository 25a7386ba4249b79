import { describe, expect, it } from 'vitest';
import { orientationOf } from '../../shared/screen/orientation';
import { chosenScreenSize, isValidScreenSize, SCREEN_SIDE } from './screen-size-choice';

describe('screen size choice', () => {
  const custom = { width: 1280, height: 800 };

  it('offers portrait 1080×1920 and landscape 1920×1080', () => {
    expect(chosenScreenSize('portrait', custom)).toEqual({ width: 1080, height: 1920 });
    expect(orientationOf(chosenScreenSize('portrait', custom))).toBe('vertical');
    expect(chosenScreenSize('landscape', custom)).toEqual({ width: 1920, height: 1080 });
    expect(orientationOf(chosenScreenSize('landscape', custom))).toBe('horizontal');
    expect(chosenScreenSize('custom', custom)).toBe(custom);
  });

  it('accepts what the contract accepts', () => {
    expect(SCREEN_SIDE).toEqual({ min: 320, max: 7680 });
    expect(isValidScreenSize({ width: 320, height: 7680 })).toBe(true);
    expect(isValidScreenSize({ width: 319, height: 1080 })).toBe(false);
    expect(isValidScreenSize({ width: 1080.5, height: 1920 })).toBe(false);
  });
});
