import type { CSSProperties } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import type { TagDefinition } from '../../shared/screen/tags/define';
import type { RootProps } from './tag-props';

const unit = (value: unknown) => (typeof value === 'number' ? `calc(var(--u) * ${value})` : undefined);

/** Free layers sit absolutely, in design units (750 = the screen width). */
function layerBox(attrs: Record<string, unknown>): CSSProperties {
  return {
    position: 'absolute',
    left: unit(attrs.x),
    top: unit(attrs.y),
    width: unit(attrs.width),
    height: unit(attrs.height),
  };
}

export function rootProps(node: ScreenNode, definition: TagDefinition | undefined): RootProps {
  const isLayer = definition?.kind === 'layer';
  const hasStyles = Object.keys(node.styles).length > 0;
  const style = isLayer
    ? { ...layerBox(node.attrs), ...node.styles }
    : hasStyles
      ? (node.styles as CSSProperties)
      : undefined;
  return { 'data-node-id': node.id, 'data-tag': node.tag, style };
}
