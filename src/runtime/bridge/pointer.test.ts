// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureSelection } from './pointer';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('editor pointer', () => {
  it('turns a click into a selection of the innermost element, with modifier keys, instead of operating it', () => {
    document.body.innerHTML =
      '<div data-node-id="page"><section data-node-id="card"><button id="inner">去看看</button></section></div>';
    const onSelect = vi.fn();
    const operated = vi.fn();
    document.getElementById('inner')!.addEventListener('click', operated);
    const stop = captureSelection(document, onSelect, vi.fn());
    document
      .getElementById('inner')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, shiftKey: true }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'card', shiftKey: true, metaKey: false, ctrlKey: false });
    expect(operated).not.toHaveBeenCalled();
    stop();
  });

  it('reports the hovered element once per change', () => {
    document.body.innerHTML = '<div data-node-id="page"><p data-node-id="hint">问我</p></div>';
    const onHover = vi.fn();
    const stop = captureSelection(document, vi.fn(), onHover);
    const hint = document.querySelector('p')!;
    hint.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    hint.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.documentElement.dispatchEvent(new MouseEvent('mouseleave'));
    expect(onHover.mock.calls).toEqual([['hint'], [null]]);
    stop();
  });
});
