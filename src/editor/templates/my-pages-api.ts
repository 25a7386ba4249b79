import { HOMEPAGE_CALL, http } from '../../console/api/http';
import { HOMEPAGE_API, type MyPage } from '../../shared/api/homepage';
import type { Page } from '../../shared/api/paging';
import type { ScreenPage } from '../../shared/screen/document';
import type { Orientation } from '../../shared/screen/orientation';

/** 我的页面: pages a designer saved to reuse in other configurations of the same scope. */

/** The picker lists the most recent ones; older ones stay stored. */
export const MY_PAGES_SHOWN = 100;

export const myPagesKey = (orientation: Orientation) => ['myPages', orientation] as const;

export function listMyPages(orientation: Orientation): Promise<Page<MyPage>> {
  return http.get<Page<MyPage>>(
    HOMEPAGE_API.myPagePage,
    { orientation, pageNo: 0, pageSize: MY_PAGES_SHOWN },
    HOMEPAGE_CALL,
  );
}

export function saveMyPage(name: string, orientation: Orientation, page: ScreenPage): Promise<MyPage> {
  return http.put<MyPage>(HOMEPAGE_API.myPageCreate, { name, orientation, page }, HOMEPAGE_CALL);
}

export function removeMyPage(id: string): Promise<unknown> {
  return http.delete(`${HOMEPAGE_API.myPageRemove}?${new URLSearchParams({ id })}`, undefined, HOMEPAGE_CALL);
}
