import type { ScreenDocument, ScreenPage } from '../../shared/screen/document';

/**
 * The pages that differ between two versions of a configuration (added, removed or changed),
 * named as in the first version where they exist there. Identical pages are the same object when
 * both versions come from one history, else they are compared by content.
 */
export function differingPages(mine: ScreenDocument, theirs: ScreenDocument): ScreenPage[] {
  const theirsById = new Map(theirs.pages.map((page) => [page.id, page]));
  const changed = mine.pages.filter((page) => {
    const other = theirsById.get(page.id);
    return !other || (other !== page && JSON.stringify(other) !== JSON.stringify(page));
  });
  const mineIds = new Set(mine.pages.map((page) => page.id));
  return [...changed, ...theirs.pages.filter((page) => !mineIds.has(page.id))];
}
