/**
 * The stock material shipped under public/robot-ui/ and used by tag defaults and templates.
 * One name per file so a test can check that every referenced file exists.
 */
const base = '/robot-ui';

export const ICON_NAMES = [
  'guide',
  'map',
  'question',
  'service',
  'phone',
  'clock',
  'location',
  'document',
  'idcard',
  'building',
  'star',
  'book',
  'flag',
  'people',
  'camera',
  'car',
  'toilet',
  'restaurant',
  'info',
  'heart',
  'calendar',
  'shield',
  'ticket',
  'elevator',
  'medal',
  'lightbulb',
  'chat',
  'home',
  'gift',
  'coin',
  'mic',
  'volume',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const PICTURE_NAMES = [
  'hall-entrance',
  'exhibit-tech',
  'exhibit-history',
  'exhibit-space',
  'exhibit-ocean',
  'exhibit-art',
  'service-hall',
  'service-window',
  'city-skyline',
  'document-desk',
  'social-security',
  'enterprise-park',
  'party-history',
  'red-landmark',
  'volunteer',
  'study-room',
  'rural-revival',
  'flag-ceremony',
  'shop-front',
  'hotel-lobby',
  'campus',
  'garden',
] as const;
export type PictureName = (typeof PICTURE_NAMES)[number];

export const BACKGROUND_NAMES = [
  'exhibition',
  'government',
  'party',
  'other',
  'exhibition-sleep',
  'government-sleep',
  'party-sleep',
  'other-sleep',
] as const;
export type BackgroundName = (typeof BACKGROUND_NAMES)[number];

export const AVATAR_NAMES = ['robot', 'robot-wave'] as const;
export type AvatarName = (typeof AVATAR_NAMES)[number];

export const LOGO_NAMES = ['logo-robot', 'logo-exhibition', 'logo-government', 'logo-party'] as const;
export type LogoName = (typeof LOGO_NAMES)[number];

export const icon = (name: IconName) => `${base}/icons/${name}.svg`;
export const picture = (name: PictureName) => `${base}/pictures/${name}.svg`;
export const background = (name: BackgroundName) => `${base}/backgrounds/${name}.svg`;
export const avatar = (name: AvatarName) => `${base}/avatars/${name}.svg`;
export const logo = (name: LogoName) => `${base}/logo/${name}.svg`;

/** Every stock file, as served paths. */
export function allStockMaterial(): string[] {
  return [
    ...ICON_NAMES.map(icon),
    ...PICTURE_NAMES.map(picture),
    ...BACKGROUND_NAMES.map(background),
    ...AVATAR_NAMES.map(avatar),
    ...LOGO_NAMES.map(logo),
  ];
}
