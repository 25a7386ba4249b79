import { useEffect } from 'react';
import { parseProjectID } from '../project/project-id';
import { type MatchedRoute, titleText, useMatchedRoutes } from '../routes/use-route-metas';

const SITE_TITLE = '机器人开放平台';

/**
 * The browser tab's title: the page, its project when it is in one, and the site —
 * 设备管理 · 展厅导览机器人 · 机器人开放平台 — so a person with several tabs finds theirs.
 */
export function documentTitle(matched: readonly MatchedRoute[]): string {
  const titles = matched.flatMap((route) => titleText(route.meta.title, route.params) ?? []);
  const page = titles.at(-1);
  const projectID = matched.at(-1)?.params.projectID;
  const project = projectID ? parseProjectID(projectID).name : undefined;
  return [page, project !== page ? project : undefined, SITE_TITLE].filter(Boolean).join(' · ');
}

/** Keeps the tab's title on the current route; the site's name alone once the console is left. */
export function useDocumentTitle(): void {
  const title = documentTitle(useMatchedRoutes());
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(
    () => () => {
      document.title = SITE_TITLE;
    },
    [],
  );
}
