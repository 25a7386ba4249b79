import { feedback } from './feedback';

/** A success toast that survives one page reload (logout reloads the page right after it). */
const FLASH_KEY = 'fl';

export function flashAfterReload(text: string): void {
  try {
    sessionStorage.setItem(FLASH_KEY, text);
  } catch {
    feedback.success(text);
  }
}

export function showPendingFlash(): void {
  try {
    const text = sessionStorage.getItem(FLASH_KEY);
    if (!text) return;
    sessionStorage.removeItem(FLASH_KEY);
    feedback.success(text);
  } catch {
    // Storage disabled: nothing was stored either.
  }
}
