import { ColorPicker } from 'antd';
import { memo } from 'react';
import type { ScreenNode } from '../../../shared/screen/node';
import { type FieldTarget, writeField } from '../../commands/field-commands';
import { useEditorCommands } from '../../store/editor-store';
import { FieldRow } from './FieldRow';

/** The colours a designer may set on any element; they go to the element's own styles. */
const COLOUR_STYLES = [
  { key: 'backgroundColor', label: '背景颜色' },
  { key: 'color', label: '文字颜色' },
] as const;

/** Background and text colour of an element (its `styles`), empty meaning the template's own. */
export const AppearanceFields = memo(
  function AppearanceFields({ node }: { node: ScreenNode }) {
    const commands = useEditorCommands();
    return COLOUR_STYLES.map(({ key, label }) => {
      const target: FieldTarget = { id: node.id, section: 'styles', path: [key] };
      const value = node.styles[key];
      return (
        <FieldRow key={key} label={label} extra={value === undefined ? '跟随模版配色' : undefined}>
          <ColorPicker
            size="small"
            showText
            allowClear
            aria-label={label}
            value={typeof value === 'string' ? value : null}
            // Dragging in the picker is one step, like typing; clearing removes the override.
            onChange={(colour) =>
              writeField(commands, target, { label }, colour.cleared ? undefined : colour.toHexString(), {
                typing: !colour.cleared,
              })
            }
            onChangeComplete={commands.sealHistory}
          />
        </FieldRow>
      );
    });
  },
  // Only the element's own styles show here.
  (before, after) => before.node.id === after.node.id && before.node.styles === after.node.styles,
);
