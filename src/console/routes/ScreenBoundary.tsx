import { Component, type ReactNode, Suspense } from 'react';
import { PageLoading } from '../app/PageLoading';
import { LoadFailure } from './LoadFailure';

interface State {
  failed: boolean;
}

/**
 * Around every lazily loaded screen: a spinner while its code arrives, and instead of a white
 * page a reload offer when the code cannot be loaded (network loss, a new release replaced it)
 * or the screen fails to render.
 */
class FailureBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <LoadFailure /> : this.props.children;
  }
}

export function ScreenBoundary({ children }: { children: ReactNode }) {
  return (
    <FailureBoundary>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </FailureBoundary>
  );
}
