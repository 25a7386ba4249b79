import type { MediaTabKey } from './media-tabs';

/** The hint each library tab shows until the person closes it (kept in the tooltip records). */
export const LIBRARY_TIPS: Partial<Record<MediaTabKey, string>> = {
  pictureLibrary: '图片库汇集本项目的图片和平台提供的图标、矢量插画与图片，搜索可查找全部素材。',
  icons: '图标为矢量格式，放大不失真，适合功能卡片、导航按钮和列表。',
  illustrations: '矢量插画适合唤醒页、引导页和空状态，风格统一、色彩明快。',
  pictures: '图片适合页面背景、轮播和图文卡片，可直接用于机器人屏幕。',
};
