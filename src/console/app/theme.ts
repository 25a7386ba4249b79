import type { ThemeConfig } from 'antd';

/** One brand colour, a confident tech blue, carried through antd's tokens. */
export const BRAND_BLUE = '#1f5fff';
export const BRAND_NAVY = '#0b1f4d';
/** Hints, captions and descriptions; CSS modules read it as var(--ant-color-text-tertiary). */
const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.56)';

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    borderRadius: 8,
    colorBgLayout: '#f3f6fb',
    // Secondary greys readable by everyone: WCAG AA asks 4.5:1 for text; antd's default tertiary
    // (0.45 black, #8c8c8c) gives 3.4:1 on white and 3.3:1 on the layout's #f3f6fb. 0.56 black
    // (#707070) gives 4.9:1 and 4.8:1 and still reads a step lighter than secondary text (0.65).
    colorTextTertiary: TEXT_TERTIARY,
    colorTextDescription: TEXT_TERTIARY,
    // Placeholders carry instructions (请选择…), so they are held to the same 4.5:1.
    colorTextPlaceholder: TEXT_TERTIARY,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 64,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
      footerBg: 'transparent',
    },
    Menu: { itemBorderRadius: 8, horizontalItemSelectedColor: BRAND_BLUE },
    Card: { borderRadiusLG: 12 },
    // Status words (tags, danger buttons) in the palette's darker shades, 5:1 or more on their
    // tinted backgrounds; icons, badges and bars keep the brighter status colours.
    // Preset tag colours write their text in shade 7; the light ones move to a darker shade.
    Tag: {
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
      colorError: '#cf1322',
      gold7: '#874d00',
      green7: '#237804',
      orange7: '#ad4e00',
      cyan7: '#006d75',
      volcano7: '#ad2102',
    },
    Button: { colorError: '#cf1322' },
  },
};
