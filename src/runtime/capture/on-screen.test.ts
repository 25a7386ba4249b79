// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { copyOnScreen } from './on-screen';

const SCREEN = { width: 1080, height: 1920 };

/** An element whose box starts at `top` (jsdom lays nothing out). */
function boxAt(id: string, top: number, children: HTMLElement[] = []): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.append(...children);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 1080, 100));
  return element;
}

const idsIn = (copy: Element) => [...copy.querySelectorAll('[id]')].map((element) => element.id);

describe('copyOnScreen', () => {
  it('copies what starts on the screen, and never measures inside what lies below it', () => {
    const unseenCard = boxAt('unseen-card', 2100);
    const unseenChunk = boxAt('unseen-chunk', 2000, [unseenCard]);
    const card = boxAt('card', 10);
    card.append('功能卡片');
    const root = boxAt('page', 0, [boxAt('chunk', 0, [card, boxAt('last-card', 1900)]), unseenChunk]);

    const copy = copyOnScreen(root, SCREEN, []);
    expect(copy.id).toBe('page');
    expect(idsIn(copy)).toEqual(['chunk', 'card', 'last-card']);
    expect(copy.querySelector('#card')?.textContent).toBe('功能卡片');
    expect(unseenChunk.getBoundingClientRect).toHaveBeenCalled();
    expect(unseenCard.getBoundingClientRect).not.toHaveBeenCalled();
  });

  it('leaves out what starts beyond the right edge', () => {
    const root = boxAt('row', 0, [boxAt('seen', 0)]);
    const beyond = document.createElement('div');
    vi.spyOn(beyond, 'getBoundingClientRect').mockReturnValue(new DOMRect(1080, 0, 200, 100));
    root.append(beyond);
    expect(copyOnScreen(root, SCREEN, []).children).toHaveLength(1);
  });

  it('keeps classes and inline styles, with inline pictures made data: URLs', async () => {
    const icon = boxAt('icon', 0);
    icon.className = 'rb-icon rb-icon--stock';
    icon.setAttribute('style', 'mask: url("data:image/svg+xml,%3Csvg%2F%3E") center / contain no-repeat');
    const pending: Promise<unknown>[] = [];
    const copy = copyOnScreen(boxAt('page', 0, [icon]), SCREEN, pending);
    await Promise.all(pending);
    const copied = copy.querySelector('#icon')!;
    expect(copied.className).toBe('rb-icon rb-icon--stock');
    expect(copied.getAttribute('style')).toContain('url("data:image/svg+xml,%3Csvg%2F%3E")');
  });
});
