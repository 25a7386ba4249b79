import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useMemo } from 'react';
import { antdStyleContainer } from './antd-style-container';
import { registerToasts } from './feedback';
import { showPendingFlash } from './flash';
import { popupContainerOf } from './popup-container';
import { consoleTheme } from './theme';
import { useReducedMotion } from './use-reduced-motion';

const styleContainer = antdStyleContainer();

/** Hands the themed toast API to code outside React, then shows a toast left over from a reload. */
function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    registerToasts(message);
    showPendingFlash();
  }, [message]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  // Drawers, dialogs and lists appear at once for someone whose system asks for less motion.
  const reducedMotion = useReducedMotion();
  const theme = useMemo(
    () => ({ ...consoleTheme, token: { ...consoleTheme.token, motion: !reducedMotion } }),
    [reducedMotion],
  );
  return (
    <StyleProvider container={styleContainer}>
      <ConfigProvider locale={zhCN} theme={theme} getPopupContainer={popupContainerOf}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </StyleProvider>
  );
}
