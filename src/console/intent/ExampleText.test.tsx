// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExampleText } from './ExampleText';

afterEach(cleanup);

/** Selects characters [from, to) of the text node holding offset `holder`, as a mouse drag leaves it. */
function select(container: HTMLElement, holder: number, from: number, to: number) {
  const text = container.querySelector(`span[data-offset="${holder}"]`)?.firstChild as Text;
  const range = document.createRange();
  range.setStart(text, from);
  range.setEnd(text, to);
  const selection = window.getSelection() as Selection;
  selection.removeAllRanges();
  selection.addRange(range);
  // jsdom lays nothing out: the picker is placed at the origin.
  range.getBoundingClientRect = () => ({ left: 0, bottom: 0 }) as DOMRect;
}

describe('ExampleText', () => {
  it('opens the slot picker on selected words and marks them with the chosen slot', () => {
    const onMark = vi.fn();
    const { container } = render(
      <ExampleText
        text="明天带我去 报告厅"
        spans={[{ start: 0, end: 2, slot: '时间' }]}
        slotNames={['时间', '地点']}
        editable
        onMark={onMark}
        onUnmark={vi.fn()}
      />,
    );
    // The text after the 时间 mark starts at offset 2: 报告厅 is 4..7 of it (with its leading space).
    select(container, 2, 3, 7);
    fireEvent.mouseUp(container.querySelector('[data-example]') as Element);
    expect(screen.getByRole('dialog', { name: '标注「报告厅」' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '地点' }));
    expect(onMark).toHaveBeenCalledWith({ start: 6, end: 9, slot: '地点' });
  });

  it('removes a mark from its label, and offers nothing to someone who may not edit', () => {
    const onUnmark = vi.fn();
    const spans = [{ start: 3, end: 6, slot: '地点' }];
    const { container, rerender } = render(
      <ExampleText
        text="带我去展厅A"
        spans={spans}
        slotNames={['地点']}
        editable
        onMark={vi.fn()}
        onUnmark={onUnmark}
      />,
    );
    expect(container.querySelector('mark[data-slot="地点"]')?.textContent).toContain('展厅A');
    fireEvent.click(screen.getByRole('button', { name: '移除标注「展厅A」（地点）' }));
    expect(onUnmark).toHaveBeenCalledWith(3);

    rerender(
      <ExampleText
        text="带我去展厅A"
        spans={spans}
        slotNames={['地点']}
        editable={false}
        onMark={vi.fn()}
        onUnmark={onUnmark}
      />,
    );
    select(container, 0, 0, 3);
    fireEvent.mouseUp(container.querySelector('[data-example]') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      (screen.getByRole('button', { name: '移除标注「展厅A」（地点）' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
