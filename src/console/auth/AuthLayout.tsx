import { lazy, type ReactNode, Suspense } from 'react';
import { SiteFooter } from '../shell/SiteFooter';
import styles from './AuthLayout.module.css';
import { BrandPanel } from './BrandPanel';
import { useSystemMode } from './use-system-mode';

// Only a demo server shows it, and it waits for the server's answer anyway: its code loads then.
const DemoModeNotice = lazy(() => import('./DemoModeNotice'));

/** The split layout of the signed-out screens: brand panel left, one form card right. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  const demo = useSystemMode()?.demo === true;
  return (
    <div className={styles.page}>
      <BrandPanel />
      <main className={styles.formSide}>
        <div className={styles.cardArea}>
          <div className={styles.card}>
            <h2 className={styles.title}>{title}</h2>
            <p className={styles.subtitle}>{subtitle}</p>
            {demo && (
              <Suspense fallback={null}>
                <DemoModeNotice />
              </Suspense>
            )}
            {children}
          </div>
        </div>
        <div className={styles.footer}>
          <SiteFooter />
        </div>
      </main>
    </div>
  );
}
