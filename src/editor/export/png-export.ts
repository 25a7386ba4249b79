import type { PageRenderer } from '../../runtime-host/page-renderer';
import type { ScreenDocument } from '../../shared/screen/document';
import { downloadBlob, safeFileName } from './download';

/**
 * PNG export at the screen's real pixel size (1080×1920, 1920×1080, ...): the current page, or
 * every page one after another, each downloaded as `<configuration>-<page>.png`.
 */
export async function exportPagesAsPng(
  renderer: PageRenderer,
  doc: ScreenDocument,
  configurationName: string,
  pageIds: readonly string[],
): Promise<number> {
  let exported = 0;
  for (const pageId of pageIds) {
    const page = doc.pages.find((candidate) => candidate.id === pageId);
    if (!page) continue;
    const blob = await renderer.renderPng(doc, pageId);
    downloadBlob(blob, `${safeFileName(configurationName)}-${safeFileName(page.name)}.png`);
    exported += 1;
  }
  return exported;
}
