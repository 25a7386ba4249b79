import { useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { currentPage, type RuntimeStore } from '../runtime-store';
import { RenderNode } from './RenderNode';
import { ScreenContext, type ScreenContextValue } from './screen-context';

/**
 * The whole robot screen: the current page of the document, in its orientation. `onRendered`
 * runs after every commit of a document, page or orientation change (to measure element boxes).
 */
export function RobotScreen({ store, onRendered }: { store: RuntimeStore; onRendered?: () => void }) {
  const latest = useStore(store, (state) => state.document);
  const pageId = useStore(store, (state) => state.pageId);
  const orientation = useStore(store, (state) => state.orientation);
  const interactive = useStore(store, (state) => state.interactive);
  // A runtime nobody edits in (the page renderer, previews, the robot) draws a new document in
  // the background, in slices: the page renderer runs in the editor's process, where drawing a
  // page of 1,000 modules at once would hold the editor for hundreds of milliseconds. The canvas
  // draws each edit at once.
  const deferred = useDeferredValue(interactive ? null : latest);
  const document = interactive ? latest : deferred;
  const failure = useStore(store, (state) => state.failure);
  const page = currentPage({ document, pageId });

  // Built from the parts that change rarely, so an edit of a module does not re-render every reader.
  const global = document?.global;
  const controls = document?.controls;
  const pageType = page?.type;
  const context = useMemo<ScreenContextValue | null>(
    () => (global && controls && pageType ? { global, controls, pageType, orientation, interactive } : null),
    [global, controls, pageType, orientation, interactive],
  );

  // Boxes are measured (and a picture may be taken) once the latest document is drawn.
  useLayoutEffect(() => {
    if (document === latest) onRendered?.();
  });

  const className = `rb-screen rb-${orientation === 'horizontal' ? 'landscape' : 'portrait'}${interactive ? ' rb-editing' : ''}`;
  if (failure) {
    return (
      <div className={`${className} rb-screen--message`} role="alert">
        {failure}
      </div>
    );
  }
  if (!context || !page) {
    return <div className={`${className} rb-screen--loading`} aria-busy="true" />;
  }
  return (
    <ScreenContext.Provider value={context}>
      <div className={className}>
        <RenderNode key={page.id} node={page.ast} isPage />
      </div>
    </ScreenContext.Provider>
  );
}
