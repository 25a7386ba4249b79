import type { z } from 'zod';
import {
  HOMEPAGE_API,
  type HomepageDetail,
  type HomepageSaved,
  type HomepageSummary,
  type homepageCreateBody,
  type PlayerDocument,
  type ReleaseChanges,
} from '../../shared/api/homepage';
import type { Page } from '../../shared/api/paging';
import { type CallOptions, HOMEPAGE_CALL, http } from '../api/http';

export interface HomepagePageQuery {
  projectId: string;
  pageNo: number;
  pageSize: number;
  name?: string;
}

export type HomepageCreateFields = z.input<typeof homepageCreateBody>;

const withHomepageTimeout = (options?: CallOptions): CallOptions => ({ ...HOMEPAGE_CALL, ...options });

/** The screen configuration calls (shared/api/homepage.ts), with the spec's 60 s timeout. */
export const homepageApi = {
  page: (query: HomepagePageQuery) =>
    http.get<Page<HomepageSummary>>(HOMEPAGE_API.page, { ...query }, HOMEPAGE_CALL),
  detail: (id: string, options?: CallOptions) =>
    http.get<HomepageDetail>(HOMEPAGE_API.detail, { id }, withHomepageTimeout(options)),
  create: (fields: HomepageCreateFields) =>
    http.put<HomepageDetail>(HOMEPAGE_API.create, fields, HOMEPAGE_CALL),
  rename: (id: string, version: number, name: string, options?: CallOptions) =>
    http.post<HomepageSaved>(HOMEPAGE_API.edit, { id, version, name }, withHomepageTimeout(options)),
  /** Quiet: a picture that could not be saved leaves the card's placeholder, nothing to tell. */
  saveThumbnail: (id: string, version: number, thumbnail: string) =>
    http.post<HomepageSaved>(
      HOMEPAGE_API.edit,
      { id, version, thumbnail },
      withHomepageTimeout({ quiet: true }),
    ),
  copy: (id: string, name: string) =>
    http.put<HomepageSummary>(HOMEPAGE_API.copy, { id, name }, HOMEPAGE_CALL),
  release: (id: string, version: number) =>
    http.put<HomepageSummary>(HOMEPAGE_API.release, { id, version }, HOMEPAGE_CALL),
  releaseChanges: (id: string) =>
    http.get<ReleaseChanges>(HOMEPAGE_API.releaseChanges, { id }, HOMEPAGE_CALL),
  remove: (id: string) =>
    http.delete<null>(`${HOMEPAGE_API.remove}?${new URLSearchParams({ id })}`, undefined, HOMEPAGE_CALL),
  /** Public: what a robot shows. */
  player: (playerKey: string, options?: CallOptions) =>
    http.get<PlayerDocument>(playerDocumentPath(playerKey), undefined, withHomepageTimeout(options)),
};

export const playerDocumentPath = (playerKey: string): string =>
  `${HOMEPAGE_API.player}/${encodeURIComponent(playerKey)}`;
