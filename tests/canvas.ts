import type { Locator, Page } from '@playwright/test';

/**
 * The editor's canvas: the robot runtime in a sandboxed iframe of another origin (and process),
 * scaled down to fit the editor with a CSS transform.
 */
export const CANVAS_SELECTOR = 'iframe[title="机器人屏幕画布"]';

export const canvasOf = (page: Page) => page.frameLocator(CANVAS_SELECTOR);

/**
 * Where an element of the canvas is on the editor's page. Playwright places elements of an
 * out-of-process iframe without the iframe's CSS transform, so its own clicks in the scaled
 * canvas miss: tests click at the point this returns instead.
 */
export async function canvasPoint(page: Page, element: Locator): Promise<{ x: number; y: number }> {
  await element.scrollIntoViewIfNeeded();
  const frame = (await page.locator(CANVAS_SELECTOR).boundingBox())!;
  const inner = await element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2, screenWidth: window.innerWidth };
  });
  const scale = frame.width / inner.screenWidth;
  return { x: frame.x + inner.x * scale, y: frame.y + inner.y * scale };
}

/** Clicks the middle of an element of the canvas, as a designer would (modifiers for multi-select). */
export async function clickInCanvas(
  page: Page,
  element: Locator,
  modifiers: ('Shift' | 'Control' | 'Meta')[] = [],
): Promise<void> {
  const { x, y } = await canvasPoint(page, element);
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(x, y);
  for (const key of modifiers) await page.keyboard.up(key);
}
