import { StyleProvider } from '@ant-design/cssinjs';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { antdStyleContainer } from './antd-style-container';
import { registerToasts } from './feedback';
import { showPendingFlash } from './flash';
import { popupContainerOf } from './popup-container';
import { consoleTheme } from './theme';

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
  return (
    <StyleProvider container={styleContainer}>
      <ConfigProvider locale={zhCN} theme={consoleTheme} getPopupContainer={popupContainerOf}>
        <App>
          <FeedbackBridge />
          {children}
        </App>
      </ConfigProvider>
    </StyleProvider>
  );
}
