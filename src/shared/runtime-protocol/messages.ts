import type { Patch } from 'immer';
import { z } from 'zod';
import type { ScreenDocument } from '../screen/document';
import type { Orientation } from '../screen/orientation';
import { parseScreenDocumentStructure } from '../screen/parse-document';

/**
 * The messages between the editor and the robot-screen runtime in its iframe. Every message is
 * wrapped in an envelope with the protocol name and version and the session token (guard.ts).
 * Document edits travel as immer patches, never as the whole document (except in `init`).
 */
export const PROTOCOL_NAME = 'robot-screen';
export const PROTOCOL_VERSION = 1;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EditorToRuntime {
  /** The whole document once per (re)connection; `interactive` false renders a plain preview. */
  init: { document: ScreenDocument; pageId: string; orientation: Orientation; interactive: boolean };
  /** Edits since the last message, batched per animation frame by the sender. */
  patch: { patches: Patch[] };
  select: { ids: string[] };
  hover: { id: string | null };
  orientation: { orientation: Orientation };
  page: { pageId: string };
}

export interface RuntimeToEditor {
  /** Posted repeatedly until `init` arrives. */
  ready: { version: number };
  /** A click on an element (id null: on no element); modifier keys drive multi-select. */
  select: { id: string | null; shiftKey: boolean; metaKey: boolean; ctrlKey: boolean };
  hover: { id: string | null };
  /**
   * Element boxes in iframe CSS pixels (viewport coordinates) of the elements in or near the
   * viewport, sent after renders, resizes and scrolls, batched per frame: only boxes that changed,
   * plus ids no longer shown (or scrolled far away). `complete` (after init, a page or an
   * orientation switch) means: drop every box you have; boxes coming into view follow.
   */
  rects: { rects: Record<string, Rect>; removed: string[]; complete: boolean };
  error: { message: string; nodeId: string | null };
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
const pathKey = z
  .union([z.string().max(200), z.number().int().min(0)])
  .refine((key) => typeof key !== 'string' || !FORBIDDEN_KEYS.has(key), '无效的补丁路径');

const patchSchema = z.object({
  op: z.enum(['add', 'remove', 'replace']),
  path: z.array(pathKey).max(64),
  value: z.unknown().optional(),
});

const orientationSchema = z.enum(['vertical', 'horizontal']);
const documentSchema = z.custom<ScreenDocument>(
  (input) => parseScreenDocumentStructure(input).document !== null,
);
const idSchema = z.string().min(1).max(64);
const finite = z.number().finite();
const rectSchema = z.object({ x: finite, y: finite, width: finite, height: finite });

type PayloadSchemas<M> = { [K in keyof M]: z.ZodType<M[K]> };

export const EDITOR_TO_RUNTIME: PayloadSchemas<EditorToRuntime> = {
  init: z.object({
    document: documentSchema,
    pageId: idSchema,
    orientation: orientationSchema,
    interactive: z.boolean(),
  }),
  patch: z.object({ patches: z.array(patchSchema) as z.ZodType<Patch[]> }),
  select: z.object({ ids: z.array(idSchema).max(10000) }),
  hover: z.object({ id: idSchema.nullable() }),
  orientation: z.object({ orientation: orientationSchema }),
  page: z.object({ pageId: idSchema }),
};

export const RUNTIME_TO_EDITOR: PayloadSchemas<RuntimeToEditor> = {
  ready: z.object({ version: z.number().int() }),
  select: z.object({
    id: idSchema.nullable(),
    shiftKey: z.boolean(),
    metaKey: z.boolean(),
    ctrlKey: z.boolean(),
  }),
  hover: z.object({ id: idSchema.nullable() }),
  rects: z.object({
    rects: z.record(idSchema, rectSchema),
    removed: z.array(idSchema),
    complete: z.boolean(),
  }),
  error: z.object({ message: z.string().max(2000), nodeId: idSchema.nullable() }),
};

/** One message of a direction, as a discriminated union of its types. */
export type MessageOf<M> = { [K in keyof M]: { type: K; payload: M[K] } }[keyof M];
