import { z } from 'zod';
import { DESIGN_WIDTH } from '../constants';
import { field } from '../fields';
import { icon, picture } from '../stock-material';
import { defineTag } from './define';

/**
 * Free layers: placed absolutely over the page, in design units (750 = screen width), moved and
 * resized in the editor. Later layers are drawn above earlier ones.
 */

const position = (label: string, max: number) => field.number(label, { min: -max, max: max * 2, step: 1 });

export const layerAttrs = z.object({
  x: position('横向位置', DESIGN_WIDTH),
  y: position('纵向位置', 4 * DESIGN_WIDTH),
  width: field.number('宽度', { min: 10, max: 3 * DESIGN_WIDTH }),
  height: field.number('高度', { min: 10, max: 6 * DESIGN_WIDTH }),
});

export type LayerBox = z.output<typeof layerAttrs>;

export const logoLayer = defineTag({
  tag: 'rb-logo',
  name: 'Logo',
  kind: 'layer',
  data: z.object({ src: field.image('Logo 图片', { optional: true }) }),
  attrs: layerAttrs,
  accepts: null,
  // An empty src shows the configuration's global logo.
}).withDefaults(() => ({ data: { src: '' }, attrs: { x: 30, y: 30, width: 180, height: 60 } }));

export const stickerLayer = defineTag({
  tag: 'rb-sticker',
  name: '贴纸',
  kind: 'layer',
  data: z.object({ src: field.image('贴纸图片') }),
  attrs: layerAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: { src: picture('garden') },
  attrs: { x: 500, y: 200, width: 200, height: 120 },
}));

export const floatingButtonLayer = defineTag({
  tag: 'rb-floating-button',
  name: '悬浮按钮',
  kind: 'layer',
  data: z.object({
    text: field.text('按钮文字', { max: 8 }),
    icon: field.image('图标', { optional: true }),
    question: field.text('点击后提问', { max: 30, optional: true }),
  }),
  attrs: layerAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: { text: '人工服务', icon: icon('phone'), question: '我需要人工服务' },
  attrs: { x: 560, y: 900, width: 160, height: 160 },
}));
