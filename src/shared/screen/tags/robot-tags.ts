import { z } from 'zod';
import { SAMPLE_VOLUME } from '../constants';
import { field } from '../fields';
import { defineTag } from './define';
import { noAttrs, noData } from './shared-fields';

/** The robot's live parts: subtitles of what it hears and says, and its controls. */

export const robotRecognition = defineTag({
  tag: 'rb-robot-recognition',
  name: '机器人识别字幕',
  kind: 'widget',
  data: z.object({ sample: field.text('示例字幕', { max: 40, optional: true }) }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({ data: { sample: '请问洗手间在哪里？' }, attrs: {} }));

export const robotSpeech = defineTag({
  tag: 'rb-robot-speech',
  name: '机器人说话字幕',
  kind: 'widget',
  data: z.object({ sample: field.textarea('示例字幕', { max: 80, optional: true }) }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({
  data: { sample: '洗手间在一层东侧，直走约二十米右转就到了，需要我带您过去吗？' },
  attrs: {},
}));

export const robotControl = defineTag({
  tag: 'rb-robot-control',
  name: '机器人控制',
  kind: 'widget',
  data: noData,
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({ data: {}, attrs: {} }));

export const volumeControl = defineTag({
  tag: 'rb-volume-control',
  name: '音量调节',
  kind: 'widget',
  data: z.object({ volume: field.number('音量', { min: 0, max: 100 }) }),
  attrs: noAttrs,
  accepts: null,
}).withDefaults(() => ({ data: { volume: SAMPLE_VOLUME }, attrs: {} }));
