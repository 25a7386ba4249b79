import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { readRuntimeUrl } from '../shared/runtime-protocol/runtime-url';
import { connectToEditor } from './bridge/connect-editor';
import { loadPlayer } from './bridge/load-player';
import { RuntimeApp } from './RuntimeApp';
import type { ErrorReporter } from './render/screen-context';
import { createRuntimeStore } from './runtime-store';

// The Content-Security-Policy forbids eval: zod must not probe for it (a violation on every page).
z.config({ jitless: true });

/**
 * The robot-screen runtime. In the editor's iframe (`?mode=editor#token=…`) it follows the editor
 * over the runtime protocol; as a player (`?mode=player&src=<document url>`) it shows a released
 * document's main page full screen.
 */
const container = document.getElementById('robot-root')!;
const store = createRuntimeStore();
const launch = readRuntimeUrl(window.location);

let report: ErrorReporter = (message) => console.error(message);
let onRendered: (() => void) | undefined;

if (launch.mode === 'editor') {
  const connection = connectToEditor(store, { ...launch, screen: container });
  report = connection.report;
  onRendered = connection.rendered;
} else if (launch.mode === 'player') {
  void loadPlayer(store, launch.src, launch.page);
} else {
  store.setState({ failure: '缺少屏幕参数：请从控制台打开预览' });
}

createRoot(container).render(<RuntimeApp store={store} report={report} onRendered={onRendered} />);
