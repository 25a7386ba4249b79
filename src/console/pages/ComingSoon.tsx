import { lazyScreen } from '../routes/lazy-screen';
import { ScreenBoundary } from '../routes/ScreenBoundary';

const ComingSoonPage = lazyScreen(() => import('./ComingSoonPage'));

/** The element of every route whose screen a later issue delivers. */
export function ComingSoon() {
  return (
    <ScreenBoundary>
      <ComingSoonPage />
    </ScreenBoundary>
  );
}
