import { Button, Card, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { slotColor } from './slot-colors';

export interface SlotPickerProps {
  /** Where the selection is on screen: the picker opens under it. */
  anchor: { left: number; top: number };
  words: string;
  slotNames: string[];
  onPick(slot: string): void;
  onClose(): void;
}

/**
 * The popover that opens on a selection in an example: 标注「展厅A」为 … one button per slot in its
 * colour. Escape or a click elsewhere closes it; the first slot takes the focus for the keyboard.
 */
export function SlotPicker({ anchor, words, slotNames, onPick, onClose }: SlotPickerProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      if (!panel.current?.contains(event.target as Node)) onClose();
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    panel.current?.querySelector('button')?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [onClose]);
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-label={`标注「${words}」`}
      style={{ position: 'fixed', left: anchor.left, top: anchor.top, zIndex: 1050 }}
    >
      <Card
        size="small"
        styles={{ body: { padding: 12, maxWidth: 280 } }}
        style={{ boxShadow: '0 6px 16px rgba(0,0,0,0.12)' }}
      >
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          将「<Typography.Text strong>{words}</Typography.Text>」标注为槽位
        </Typography.Text>
        {slotNames.length === 0 ? (
          <Typography.Paragraph type="warning" style={{ margin: '8px 0 0', fontSize: 13 }}>
            还没有槽位，请先在「槽位」中添加并保存
          </Typography.Paragraph>
        ) : (
          <Flex wrap gap={6} style={{ marginTop: 8 }}>
            {slotNames.map((slot) => {
              const color = slotColor(slotNames, slot);
              return (
                <Button
                  key={slot}
                  size="small"
                  autoInsertSpace={false}
                  onClick={() => onPick(slot)}
                  style={{ background: color.background, borderColor: color.border, color: color.text }}
                >
                  {slot}
                </Button>
              );
            })}
          </Flex>
        )}
      </Card>
    </div>,
    document.body,
  );
}
