import { z } from 'zod';
import { type ScreenControl, screenControlSchema } from './controls';
import { type ScreenNode, screenNodeSchema } from './node';
import type { ScreenSize } from './orientation';

export const PAGE_TYPES = ['MAIN', 'SLEEP', 'NAVIGATION', 'PATROL'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** Names used by the page list and the template picker (主页, 唤醒页, 二级页面). */
export const PAGE_TYPE_NAMES: Record<PageType, string> = {
  MAIN: '主页',
  SLEEP: '唤醒页',
  NAVIGATION: '导航页',
  PATROL: '巡逻页',
};

/** One page: its root node is a page-type tag (a "hoc": vmain-page-1, rb-sleep-hoc, ...). */
export interface ScreenPage {
  id: string;
  name: string;
  type: PageType;
  ast: ScreenNode;
}

export interface ScreenGlobal {
  screenSize: ScreenSize;
  /** Seconds of idleness before a secondary page returns to the main page. */
  pageInterval: number;
  logoUrl: string;
  wakeWord: string;
}

/** The spec's UI editor data, as stored on the server and sent to the runtime. */
export interface ScreenDocument {
  schemaVersion: 1;
  global: ScreenGlobal;
  pages: ScreenPage[];
  controls: ScreenControl[];
}

export const SCREEN_DOCUMENT_SCHEMA_VERSION = 1;

const screenSizeSchema = z.object({
  width: z.number().int().min(320).max(7680),
  height: z.number().int().min(320).max(7680),
});

export const screenGlobalSchema = z.object({
  screenSize: screenSizeSchema,
  pageInterval: z.number().int().min(0).max(86400),
  logoUrl: z.string().max(2048),
  wakeWord: z.string().max(20),
});

export const screenPageSchema = z.object({
  id: z.string().min(1).max(64),
  name: z.string().max(40),
  type: z.enum(PAGE_TYPES),
  ast: screenNodeSchema,
});

/**
 * The structure of a document. Semantics (known tags, required texts, media references, limits)
 * are checked by validateDocument so that a stored document that breaks them can still be opened.
 */
export const screenDocumentSchema = z.object({
  schemaVersion: z.literal(SCREEN_DOCUMENT_SCHEMA_VERSION),
  global: screenGlobalSchema,
  pages: z.array(screenPageSchema).max(100),
  controls: z.array(screenControlSchema),
});
