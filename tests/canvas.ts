import type { Locator, Page } from '@playwright/test';

/**
 * The editor's canvas: the robot runtime in a sandboxed iframe of another origin (and process),
 * scaled down to fit the editor with a CSS transform.
 */
export const CANVAS_SELECTOR = 'iframe[title="机器人屏幕画布"]';

export const canvasOf = (page: Page) => page.frameLocator(CANVAS_SELECTOR);

/**
 * Waits until a click on the canvas reaches it. Its runtime loads and draws the page out of sight
 * (transparent, under the editor, deaf to the mouse) until the editor puts it in place and drops
 * its loading state; Playwright finds the page's elements visible in the frame all along.
 */
async function canvasInPlace(page: Page): Promise<void> {
  await page.waitForFunction((selector) => {
    const frame = document.querySelector(selector);
    if (!frame) return false;
    const box = frame.getBoundingClientRect();
    return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === frame;
  }, CANVAS_SELECTOR);
}

/**
 * Where an element of the canvas is on the editor's page, once the canvas is in place. Playwright
 * places elements of an out-of-process iframe without the iframe's CSS transform, so its own
 * clicks in the scaled canvas miss: tests click at the point this returns instead.
 */
export async function canvasPoint(page: Page, element: Locator): Promise<{ x: number; y: number }> {
  await canvasInPlace(page);
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
