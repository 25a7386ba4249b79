import { isDeepStrictEqual } from 'node:util';
import type { ReleaseChanges } from '../../../src/shared/api/homepage';
import type { ScreenDocument } from '../../../src/shared/screen/document';

/** What releasing `current` changes against the `released` snapshot (null: never released). */
export function releaseChanges(released: ScreenDocument | null, current: ScreenDocument): ReleaseChanges {
  if (!released) {
    return { first: true, pagesAdded: [], pagesRemoved: [], pagesChanged: [], settingsChanged: false };
  }
  const before = new Map(released.pages.map((page) => [page.id, page]));
  const now = new Set(current.pages.map((page) => page.id));
  return {
    first: false,
    pagesAdded: current.pages.filter((page) => !before.has(page.id)).map((page) => page.name),
    pagesRemoved: released.pages.filter((page) => !now.has(page.id)).map((page) => page.name),
    pagesChanged: current.pages
      .filter((page) => before.has(page.id) && !isDeepStrictEqual(before.get(page.id), page))
      .map((page) => page.name),
    settingsChanged:
      !isDeepStrictEqual(released.global, current.global) ||
      !isDeepStrictEqual(released.controls, current.controls),
  };
}
