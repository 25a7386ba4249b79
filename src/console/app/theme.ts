import type { ThemeConfig } from 'antd';

/** One brand colour, a confident tech blue, carried through antd's tokens. */
export const BRAND_BLUE = '#1f5fff';
export const BRAND_NAVY = '#0b1f4d';
/** Hints, captions and descriptions; CSS modules read it as var(--ant-color-text-tertiary). */
export const TEXT_TERTIARY = 'rgba(0, 0, 0, 0.56)';

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
  },
};
