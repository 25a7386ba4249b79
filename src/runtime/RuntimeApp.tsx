import { RobotScreen } from './render/RobotScreen';
import { RuntimeStoreContext } from './render/runtime-store-context';
import { type ErrorReporter, ErrorReporterContext } from './render/screen-context';
import type { RuntimeStore } from './runtime-store';

export function RuntimeApp({
  store,
  report,
  onRendered,
}: {
  store: RuntimeStore;
  report: ErrorReporter;
  onRendered?: () => void;
}) {
  return (
    <RuntimeStoreContext.Provider value={store}>
      <ErrorReporterContext.Provider value={report}>
        <RobotScreen store={store} onRendered={onRendered} />
      </ErrorReporterContext.Provider>
    </RuntimeStoreContext.Provider>
  );
}
