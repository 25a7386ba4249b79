// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { elementsOnScreen } from './on-screen';

const SCREEN = { width: 1080, height: 1920 };

/** An element whose box starts at `top` (jsdom lays nothing out). */
function boxAt(id: string, top: number, children: HTMLElement[] = []): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.append(...children);
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 1080, 100));
  return element;
}

describe('elementsOnScreen', () => {
  it('gives what starts on the screen, parents first, and never measures inside what lies below it', () => {
    const unseenCard = boxAt('unseen-card', 2100);
    const unseenChunk = boxAt('unseen-chunk', 2000, [unseenCard]);
    const root = boxAt('page', 0, [
      boxAt('chunk', 0, [boxAt('card', 10), boxAt('last-card', 1900)]),
      unseenChunk,
    ]);

    expect([...elementsOnScreen(root, SCREEN)].map((element) => element.id)).toEqual([
      'chunk',
      'card',
      'last-card',
    ]);
    expect(unseenChunk.getBoundingClientRect).toHaveBeenCalled();
    expect(unseenCard.getBoundingClientRect).not.toHaveBeenCalled();
  });

  it('leaves out what starts beyond the right edge', () => {
    const root = boxAt('row', 0, [boxAt('seen', 0)]);
    const beyond = document.createElement('div');
    vi.spyOn(beyond, 'getBoundingClientRect').mockReturnValue(new DOMRect(1080, 0, 200, 100));
    root.append(beyond);
    expect([...elementsOnScreen(root, SCREEN)]).toHaveLength(1);
  });
});
