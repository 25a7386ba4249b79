import { useMemo } from 'react';
import type { ScreenDocument } from '../../shared/screen/document';
import { type PageSummary, usePageSummaries } from '../pages/use-page-summaries';
import { useEditor } from '../store/editor-store';

/** What a template preview shows of the configuration: its screen, settings and controls. */
export type PreviewBase = Pick<ScreenDocument, 'schemaVersion' | 'global' | 'controls'>;

/**
 * What the template lists read of the document: the preview base, the pages' summaries (whether
 * a template replaces a page or is added) and the current page. Not the pages' contents: typing
 * in a field re-renders no list.
 */
export function useTemplateContext(): { base: PreviewBase; pages: PageSummary[]; pageId: string } {
  const global = useEditor((state) => state.doc.global);
  const controls = useEditor((state) => state.doc.controls);
  const pageId = useEditor((state) => state.pageId);
  const pages = usePageSummaries();
  const base = useMemo<PreviewBase>(() => ({ schemaVersion: 1, global, controls }), [global, controls]);
  return { base, pages, pageId };
}
