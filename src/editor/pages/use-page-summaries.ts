import { useMemo } from 'react';
import type { ScreenPage } from '../../shared/screen/document';
import { useEditorShallow } from '../store/editor-store';

/** A page's id, name and type: what lists of pages show and decide by. */
export type PageSummary = Pick<ScreenPage, 'id' | 'name' | 'type'>;

const SEPARATOR = '\u0000';
const summaryKey = ({ id, name, type }: PageSummary) => [id, name, type].join(SEPARATOR);
const fromKey = (key: string): PageSummary => {
  const [id, name, type] = key.split(SEPARATOR);
  return { id, name, type: type as PageSummary['type'] };
};

/**
 * The document's pages as summaries, compared by value: a list that reads them re-renders when a
 * page is added, removed, renamed or moved, not on every edit of a page's content.
 */
export function usePageSummaries(): PageSummary[] {
  const keys = useEditorShallow((state) => state.doc.pages.map(summaryKey));
  return useMemo(() => keys.map(fromKey), [keys]);
}
