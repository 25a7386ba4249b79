import type { ScreenDocument } from '../../shared/screen/document';

/** The page the editor shows: the one wanted if the document has it, else the main page. */
export function shownPageId(doc: ScreenDocument, wanted?: string): string {
  if (wanted !== undefined && doc.pages.some((page) => page.id === wanted)) return wanted;
  return (doc.pages.find((page) => page.type === 'MAIN') ?? doc.pages[0])?.id ?? '';
}
