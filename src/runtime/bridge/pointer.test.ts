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

  it('moves no focus on a press: the editor, not the canvas, takes the keyboard', () => {
    document.body.innerHTML = '<button data-node-id="card" id="card">功能卡片</button>';
    const stop = captureSelection(document, vi.fn(), vi.fn());
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    document.getElementById('card')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    stop();
  });

  it('names the entry of a data-source list the click landed on (the 3rd feature of a list)', () => {
    document.body.innerHTML = `
      <section data-node-id="features">
        <h2 id="heading">功能</h2>
        <ul data-entry="dataSource.0">
          <li data-entry="dataSource.0.2"><strong id="third">便民服务</strong></li>
        </ul>
      </section>`;
    const onSelect = vi.fn();
    const stop = captureSelection(document, onSelect, vi.fn());
    document.getElementById('third')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    document.getElementById('heading')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSelect.mock.calls).toEqual([
      [
        {
          id: 'features',
          shiftKey: false,
          metaKey: false,
          ctrlKey: false,
          entry: { field: 'dataSource', indexes: [0, 2] },
        },
      ],
      [{ id: 'features', shiftKey: false, metaKey: false, ctrlKey: false }],
    ]);
    stop();
  });

  it('reports an entry only for the element that renders it, never for an outer one', () => {
    document.body.innerHTML = `
      <div data-node-id="page"><ul><li data-entry="destinations.1">
        <span data-node-id="inner"><b id="inside">贴纸</b></span>
      </li></ul></div>`;
    const onSelect = vi.fn();
    const stop = captureSelection(document, onSelect, vi.fn());
    document.getElementById('inside')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(onSelect).toHaveBeenCalledWith({ id: 'inner', shiftKey: false, metaKey: false, ctrlKey: false });
    expect(onSelect.mock.calls[0][0]).not.toHaveProperty('entry');
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
