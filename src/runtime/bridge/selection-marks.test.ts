// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markSelection } from './selection-marks';

const element = (id: string) => document.querySelector<HTMLElement>(`[data-node-id="${id}"]`)!;
const marks = () =>
  [...document.querySelectorAll<HTMLElement>('[data-rb-selected], [data-rb-hovered]')].map(
    (e) => `${e.dataset.nodeId}:${e.hasAttribute('data-rb-selected') ? 'selected' : 'hovered'}`,
  );

describe('selection marks', () => {
  beforeEach(() => {
    // jsdom has no CSS.escape; these ids need no escaping.
    vi.stubGlobal('CSS', { escape: (id: string) => id });
    document.body.innerHTML = '<div data-node-id="a"></div><div data-node-id="b"></div>';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('marks the selected elements and the hovered one, and moves the marks as they change', () => {
    markSelection(document.body, ['a'], 'b');
    expect(marks()).toEqual(['a:selected', 'b:hovered']);
    markSelection(document.body, ['b'], 'b');
    expect(marks()).toEqual(['b:selected']);
    markSelection(document.body, [], 'b');
    expect(marks()).toEqual(['b:hovered']);
    markSelection(document.body, [], null);
    expect(marks()).toEqual([]);
  });

  it('marks the element a render put in place of the marked one', () => {
    markSelection(document.body, ['a'], null);
    const replacement = document.createElement('section');
    replacement.dataset.nodeId = 'a';
    element('a').replaceWith(replacement);
    markSelection(document.body, ['a'], null);
    expect(element('a').tagName).toBe('SECTION');
    expect(marks()).toEqual(['a:selected']);
  });

  it('does not search the page for an element it is told the page no longer has', () => {
    markSelection(document.body, ['a'], null);
    element('a').remove();
    const search = vi.spyOn(document.body, 'querySelector');
    markSelection(document.body, ['a'], 'a', (id) => id !== 'a');
    expect(search).not.toHaveBeenCalled();
    expect(marks()).toEqual([]);
  });

  it('marks an element that was not on the page when it was selected, once it is', () => {
    markSelection(document.body, ['c'], null);
    expect(marks()).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<div data-node-id="c"></div>');
    markSelection(document.body, ['c'], null);
    expect(marks()).toEqual(['c:selected']);
  });
});
