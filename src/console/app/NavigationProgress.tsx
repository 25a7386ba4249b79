import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import styles from './NavigationProgress.module.css';

/** A navigation shorter than this shows nothing: a bar that flashes reads as a glitch. */
const SHOW_AFTER_MS = 150;

/**
 * A thin bar along the top of the window while a navigation waits for a screen's code: the old
 * page stays until the new one is ready, and this tells the user their click was taken.
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return <div className={styles.bar} role="progressbar" aria-label="页面加载中" />;
}
