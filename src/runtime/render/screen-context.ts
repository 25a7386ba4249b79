import { createContext, useContext } from 'react';
import type { ScreenControl } from '../../shared/screen/controls';
import type { PageType, ScreenGlobal } from '../../shared/screen/document';
import type { Orientation } from '../../shared/screen/orientation';

/** What every robot-screen component may need beyond its own node. Changes rarely. */
export interface ScreenContextValue {
  global: ScreenGlobal;
  controls: readonly ScreenControl[];
  pageType: PageType;
  orientation: Orientation;
  /** Editor mode: switched-off elements show dimmed (to stay selectable) instead of hidden. */
  interactive: boolean;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);

export function useScreen(): ScreenContextValue {
  const value = useContext(ScreenContext);
  if (!value) throw new Error('useScreen outside a robot screen');
  return value;
}

/** Reports a problem to the editor (or the console of a player). Stable for the runtime's life. */
export type ErrorReporter = (message: string, nodeId: string | null) => void;

export const ErrorReporterContext = createContext<ErrorReporter>(() => {});
