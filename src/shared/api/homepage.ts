import { z } from 'zod';
import { MSG } from '../messages';
import type { ScreenDocument, ScreenPage } from '../screen/document';
import type { Orientation, ScreenSize } from '../screen/orientation';
import { pageQuery } from './paging';

/**
 * Screen configurations ("homepage" calls of project-areas spec section 7, base manager/v1,
 * timeout HOMEPAGE_TIMEOUT_MS). Saving carries the version it started from; a stale version
 * answers HTTP 409 with the stored state in `data`, so the editor can show both.
 */
export const HOMEPAGE_API = {
  create: '/manager/v1/homepage/create', // PUT
  edit: '/manager/v1/homepage/edit', // POST
  release: '/manager/v1/homepage/release', // PUT
  releaseChanges: '/manager/v1/homepage/releaseChanges', // GET ?id — what a release would change
  page: '/manager/v1/homepage/page', // GET
  detail: '/manager/v1/homepage/detail', // GET ?id
  remove: '/manager/v1/homepage', // DELETE ?id
  copy: '/manager/v1/homepage/copy', // PUT { id, name }
  file: '/manager/v1/homepage/file', // GET ?path — stored files (media library)
  /** Public: the released document of a configuration, by its unguessable player key. */
  player: '/manager/v1/homepage/player', // GET /:playerKey
  myPagePage: '/manager/v1/homepage/myPage/page', // GET 我的页面
  myPageCreate: '/manager/v1/homepage/myPage/create', // PUT
  myPageRemove: '/manager/v1/homepage/myPage', // DELETE ?id
} as const;

export const HOMEPAGE_STATUSES = ['DRAFT', 'RELEASED', 'CHANGED'] as const;
export type HomepageStatus = (typeof HOMEPAGE_STATUSES)[number];
export const HOMEPAGE_STATUS_NAMES: Record<HomepageStatus, string> = {
  DRAFT: '草稿',
  RELEASED: '已发布',
  CHANGED: '发布后有修改',
};

const id = z.string().min(1).max(64);
const configurationName = z
  .string({ error: '请输入配置名称' })
  .trim()
  .min(1, '请输入配置名称')
  .max(30, '配置名称不能超过30个字符');
const screenSize = z.object({
  width: z.number().int().min(320).max(7680),
  height: z.number().int().min(320).max(7680),
});
/** A PNG thumbnail of the main page as a data URL, kept small. */
const thumbnail = z
  .string()
  .max(400_000, '缩略图过大')
  .regex(/^data:image\/png;base64,/, '缩略图格式错误');

export const homepageCreateBody = z.object({
  projectId: id,
  name: configurationName,
  screenSize,
  /** Template of the main page to start from; the server builds the starting document. */
  templateId: z.string().max(64).optional(),
});

/** `document` is checked with screenDocumentSchema and validateDocument on the server. */
export const homepageEditBody = z.object({
  id,
  version: z.number().int().min(0),
  name: configurationName.optional(),
  document: z.unknown().optional(),
  thumbnail: thumbnail.optional(),
});
export const homepageReleaseBody = z.object({ id, version: z.number().int().min(0) });
export const homepageCopyBody = z.object({ id, name: configurationName });
export const homepagePageQuery = pageQuery.extend({
  projectId: id,
  name: z.string().trim().max(30).optional(),
});
export const homepageIdQuery = z.object({ id });

export interface HomepageSummary {
  id: string;
  projectId: string;
  name: string;
  screenSize: ScreenSize;
  status: HomepageStatus;
  thumbnail: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  releasedAt: string | null;
  /** Set once released: the robot player opens `/robot/{playerKey}`. */
  playerKey: string | null;
}

export interface HomepageDetail extends HomepageSummary {
  document: ScreenDocument;
}

/**
 * What releasing the stored document would change on the robots, against the last release
 * (pages matched by id, named by their name; a removed page by its released name). `first`: there
 * is no release yet, so everything is new.
 */
export interface ReleaseChanges {
  first: boolean;
  pagesAdded: string[];
  pagesRemoved: string[];
  pagesChanged: string[];
  /** 全局设置 (screen, wake word, logo, return interval) or the document's controls. */
  settingsChanged: boolean;
}

/** The answer of edit, and of a 409 (then it describes what the server holds). */
export interface HomepageSaved {
  version: number;
  updatedAt: string;
  updatedBy: string;
}
export interface HomepageConflict extends HomepageSaved {
  document: ScreenDocument;
  name: string;
}

export interface PlayerDocument {
  name: string;
  releasedAt: string;
  document: ScreenDocument;
}

/**
 * Why the player has nothing to show, in the `data` of its 404: an address nobody was given (or
 * whose configuration was deleted) is not the same as a configuration that is not released yet.
 */
export type PlayerMissingReason = 'UNKNOWN' | 'NOT_RELEASED';
export interface PlayerMissing {
  reason: PlayerMissingReason;
}
export const PLAYER_MISSING_MESSAGES: Record<PlayerMissingReason, string> = {
  UNKNOWN: '找不到这个屏幕，地址可能有误或配置已被删除',
  NOT_RELEASED: MSG.homepageNotReleased,
};

/** 我的页面: a page a designer saved for reuse in other configurations of the same scope. */
export const myPageCreateBody = z.object({
  name: z.string().trim().min(1, '请输入页面名称').max(30, '页面名称不能超过30个字符'),
  orientation: z.enum(['vertical', 'horizontal']),
  page: z.unknown(),
});
export const myPagePageQuery = pageQuery.extend({
  orientation: z.enum(['vertical', 'horizontal']).optional(),
});
export interface MyPage {
  id: string;
  name: string;
  orientation: Orientation;
  page: ScreenPage;
  createdAt: string;
}
