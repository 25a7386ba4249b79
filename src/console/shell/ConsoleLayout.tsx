import { Layout } from 'antd';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { MESSAGE_SUBSCRIPTION } from '../../shared/constants';
import { useSession } from '../session/session-store';
import { HomeTutorial } from '../tutorial/HomeTutorial';
import { AppHeader } from './AppHeader';
import { CertificationBanner } from './CertificationBanner';
import styles from './ConsoleLayout.module.css';
import { useDocumentTitle } from './document-title';
import { SiteFooter } from './SiteFooter';

const HEADER_HEIGHT = 64;

// Dates appear only inside the console: its shell sets their language (the login page needs none).
dayjs.locale('zh-cn');

/** The console shell: fixed header, certification prompt, the page, footer. */
export default function ConsoleLayout() {
  const isLogin = useSession((state) => state.isLogin);
  const subscribeMessages = useSession((state) => state.subscribeMessages);
  useDocumentTitle();

  // Entering the console home subscribes to the unread count (spec: subscription value 15).
  useEffect(() => {
    if (isLogin) subscribeMessages(MESSAGE_SUBSCRIPTION);
  }, [isLogin, subscribeMessages]);

  return (
    <Layout className={styles.shell} style={{ minHeight: '100vh' }}>
      <AppHeader />
      <Layout.Content style={{ marginTop: HEADER_HEIGHT, display: 'flex', flexDirection: 'column' }}>
        {isLogin && <CertificationBanner />}
        {isLogin && <HomeTutorial />}
        <div style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </div>
      </Layout.Content>
      <Layout.Footer className={styles.footer} style={{ padding: 0 }}>
        <SiteFooter />
      </Layout.Footer>
    </Layout>
  );
}
