import { CloseOutlined } from '@ant-design/icons';
import { useCallback, useRef, useState } from 'react';
import type { SlotSpan } from '../../shared/api/intents';
import { segmentsOf, selectedRange } from './example-spans';
import { SlotPicker } from './SlotPicker';
import { slotColor } from './slot-colors';

export interface ExampleTextProps {
  text: string;
  spans: SlotSpan[];
  slotNames: string[];
  /** Marking and unmarking offered (the caller may edit the intent). */
  editable: boolean;
  onMark(span: SlotSpan): void;
  onUnmark(start: number): void;
}

type Picking = { start: number; end: number; left: number; top: number };

/**
 * An example with its slot spans as coloured highlights, each labelled with its slot (the label
 * removes the mark). Selecting words of the example opens the slot picker under the selection.
 */
export function ExampleText({ text, spans, slotNames, editable, onMark, onUnmark }: ExampleTextProps) {
  const container = useRef<HTMLDivElement>(null);
  const [picking, setPicking] = useState<Picking | null>(null);
  const close = useCallback(() => setPicking(null), []);

  const pickSelection = () => {
    if (!editable || !container.current) return;
    const selection = window.getSelection();
    const range = selectedRange(container.current, selection, text);
    if (!range || !selection) return;
    const rect = selection.getRangeAt(0).getBoundingClientRect();
    setPicking({ ...range, left: rect.left, top: rect.bottom + 6 });
  };

  return (
    <>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: selecting text with the mouse is what marks a span; the labels are buttons */}
      <div
        ref={container}
        onMouseUp={pickSelection}
        data-example={text}
        style={{
          fontSize: 15,
          lineHeight: '30px',
          cursor: editable ? 'text' : 'default',
          wordBreak: 'break-all',
        }}
      >
        {segmentsOf(text, spans).map((segment) => {
          if (segment.slot === null) {
            return (
              <span key={segment.start} data-offset={segment.start}>
                {segment.text}
              </span>
            );
          }
          const color = slotColor(slotNames, segment.slot);
          return (
            <mark
              key={segment.start}
              data-slot={segment.slot}
              style={{
                background: color.background,
                borderBottom: `2px solid ${color.border}`,
                borderRadius: 4,
                padding: '2px 2px 1px',
                margin: '0 1px',
                color: 'inherit',
              }}
            >
              <span data-offset={segment.start}>{segment.text}</span>
              <button
                type="button"
                data-offset={segment.end}
                data-fixed
                disabled={!editable}
                onMouseUp={(event) => event.stopPropagation()}
                onClick={() => onUnmark(segment.start)}
                aria-label={`移除标注「${segment.text}」（${segment.slot}）`}
                title={editable ? '点击移除这个标注' : segment.slot}
                style={{
                  userSelect: 'none',
                  border: 'none',
                  background: color.border,
                  color: '#fff',
                  borderRadius: 3,
                  fontSize: 11,
                  lineHeight: '16px',
                  padding: '0 4px',
                  marginInlineStart: 3,
                  verticalAlign: 2,
                  cursor: editable ? 'pointer' : 'default',
                }}
              >
                {segment.slot}
                {editable && <CloseOutlined style={{ fontSize: 8, marginInlineStart: 3 }} />}
              </button>
            </mark>
          );
        })}
      </div>
      {picking && (
        <SlotPicker
          anchor={picking}
          words={text.slice(picking.start, picking.end)}
          slotNames={slotNames}
          onClose={close}
          onPick={(slot) => {
            setPicking(null);
            window.getSelection()?.removeAllRanges();
            onMark({ start: picking.start, end: picking.end, slot });
          }}
        />
      )}
    </>
  );
}
