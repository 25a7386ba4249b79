import type { ThemeConfig } from 'antd';

/** One brand colour, a confident tech blue, carried through antd's tokens. */
export const BRAND_BLUE = '#1f5fff';
export const BRAND_NAVY = '#0b1f4d';

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    colorLink: BRAND_BLUE,
    borderRadius: 8,
    colorBgLayout: '#f3f6fb',
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
