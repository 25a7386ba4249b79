import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { MaterialPage } from '../../shared/api/material';
import { EAGER_TILES } from './MediaGrid';
import { toMediaFile } from './media-file';
import { DEFAULT_TAB } from './media-tabs';
import { materialPageQuery } from './use-material-page';

/** The longest an opening waits for the first page before the dialog draws itself without it. */
export const FIRST_PAGE_GRACE_MS = 120;

/** The pictures the first rows will show, fetched while React draws them. */
function preloadFirstPictures(page: MaterialPage): void {
  for (const record of page.content.slice(0, EAGER_TILES)) {
    if (record.resourceType === 'image') new Image().src = toMediaFile(record).imgUrl;
  }
}

/**
 * Whether the dialog is drawn open. An opening first asks for the first page and waits for it,
 * FIRST_PAGE_GRACE_MS at most: drawing the dialog holds the main thread for a while, so with the
 * page in hand its pictures download while the dialog draws, and the grid is drawn once with them
 * rather than as a spinner first and again when the page arrives. A slow answer still gets the
 * dialog on screen at once, with its spinner.
 */
export function useDrawnWithFirstPage(open: boolean, projectId: string): boolean {
  const queryClient = useQueryClient();
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!open) {
      setDrawn(false);
      return;
    }
    let waiting = true;
    const draw = () => {
      if (waiting) setDrawn(true);
      waiting = false;
    };
    const grace = setTimeout(draw, FIRST_PAGE_GRACE_MS);
    const firstPage = materialPageQuery({ projectId, tab: DEFAULT_TAB, term: '', pageNo: 0 });
    queryClient
      .fetchQuery(firstPage)
      .then(preloadFirstPictures, () => undefined)
      .then(draw);
    return () => {
      waiting = false;
      clearTimeout(grace);
    };
  }, [open, projectId, queryClient]);
  return open && drawn;
}
