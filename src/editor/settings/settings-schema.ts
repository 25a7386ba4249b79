import { z } from 'zod';
import { SCREEN_SIDE } from '../../console/ui-configuration/screen-size-choice';
import { PAGE_INTERVAL_RANGE_S } from '../../shared/screen/constants';
import type { ScreenGlobal } from '../../shared/screen/document';
import { isServableMediaUrl } from '../../shared/screen/media-url';

export const WAKE_WORD_MAX = 20;

const side = (label: string) =>
  z
    .number(`请输入屏幕${label}`)
    .int(`屏幕${label}必须是整数`)
    .min(SCREEN_SIDE.min, `屏幕${label}不能小于${SCREEN_SIDE.min}像素`)
    .max(SCREEN_SIDE.max, `屏幕${label}不能大于${SCREEN_SIDE.max}像素`);

/** The global settings form, with its Chinese messages (stricter than the stored shape). */
export const globalSettingsSchema = z.object({
  screenSize: z.object({ width: side('宽度'), height: side('高度') }),
  pageInterval: z
    .number('请输入页面停留时间')
    .int('页面停留时间必须是整数')
    .min(PAGE_INTERVAL_RANGE_S.min, `页面停留时间不能少于${PAGE_INTERVAL_RANGE_S.min}秒`)
    .max(PAGE_INTERVAL_RANGE_S.max, `页面停留时间不能超过${PAGE_INTERVAL_RANGE_S.max}秒`),
  logoUrl: z.string().refine(isServableMediaUrl, 'Logo 地址无效，请从素材库重新选择'),
  wakeWord: z.string().trim().min(1, '请输入唤醒词').max(WAKE_WORD_MAX, `唤醒词不能超过${WAKE_WORD_MAX}个字`),
}) satisfies z.ZodType<ScreenGlobal>;
