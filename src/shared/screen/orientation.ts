/** Portrait screens use vertical templates, landscape screens horizontal ones. */
export type Orientation = 'vertical' | 'horizontal';

export interface ScreenSize {
  width: number;
  height: number;
}

/** A screen is horizontal when its width exceeds its height (spec section 9). */
export function isHorizontal(size: ScreenSize): boolean {
  return size.width > size.height;
}

export function orientationOf(size: ScreenSize): Orientation {
  return isHorizontal(size) ? 'horizontal' : 'vertical';
}

export const ORIENTATION_NAMES: Record<Orientation, string> = {
  vertical: '竖屏',
  horizontal: '横屏',
};
