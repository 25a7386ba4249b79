import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { registerToasts } from './feedback';
import { showPendingFlash } from './flash';
import { consoleTheme } from './theme';

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
    <ConfigProvider locale={zhCN} theme={consoleTheme}>
      <App>
        <FeedbackBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}
