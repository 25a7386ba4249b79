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
export const PROTOCOL_VERSION = 2;

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
  /**
   * Draw the page whose root is `rootId` as a PNG once it is shown (the page renderer's runtime):
   * `width`×`height` CSS pixels times `pixelRatio`. Answered by `captured`.
   */
  capture: CaptureRequest;
  /** Measure the parts of the page whose root is `rootId` once it is shown. Answered by `measured`. */
  measure: MeasureRequest;
}

export interface MeasureRequest {
  requestId: number;
  rootId: string;
}

/**
 * A top-level part of a page as laid out on the robot's screen (the page's own children: greeting,
 * hints, content, subtitles, layers), in screen CSS pixels. `visible`: what is left of its box
 * inside the screen and every ancestor that clips it; null when nothing is.
 */
export interface LayoutPart {
  id: string;
  tag: string;
  box: Rect;
  visible: Rect | null;
}

export interface CaptureRequest {
  requestId: number;
  rootId: string;
  width: number;
  height: number;
  pixelRatio: number;
}

/** A key the editor's shortcuts use, pressed while the canvas has the focus. */
export interface ForwardedKey {
  key: string;
  code: string;
  shiftKey: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  repeat: boolean;
}

/**
 * An entry of a node's data-source list (the 3rd feature, a slide, a card): the list's field key
 * in the node's data and the entry's index, outer list first for a list of lists (`dataSource`
 * of a feature list holds groups of features: [group, feature]).
 */
export interface ClickedEntry {
  field: string;
  indexes: number[];
}

export interface RuntimeToEditor {
  /**
   * Posted repeatedly until `init` arrives. `round` names one announcement (a load of the
   * runtime, or its request for the whole state again): the editor answers each round once,
   * however many of its posts queued up while the editor was busy. (A runtime of an older
   * version sends none.)
   */
  ready: { version: number; round?: string };
  /**
   * A click on an element (id null: on no element); modifier keys drive multi-select. `entry`:
   * the click landed on an entry the element renders from one of its data-source lists.
   */
  select: { id: string | null; shiftKey: boolean; metaKey: boolean; ctrlKey: boolean; entry?: ClickedEntry };
  hover: { id: string | null };
  /**
   * Element boxes in iframe CSS pixels (viewport coordinates) of the elements in or near the
   * viewport, sent after renders, resizes and scrolls, batched per frame: only boxes that changed,
   * plus ids no longer shown (or scrolled far away). `complete` (after init, a page or an
   * orientation switch) means: drop every box you have; boxes coming into view follow.
   */
  rects: { rects: Record<string, Rect>; removed: string[]; complete: boolean };
  error: { message: string; nodeId: string | null };
  /** The canvas is another process: shortcuts pressed there travel to the editor. */
  key: ForwardedKey;
  /**
   * The frame after the last `patch` is drawn: the editor's panels, held while the canvas draws an
   * edit made from the keyboard, may follow now (editor-store's `canvasFirst`).
   */
  drawn: Record<string, never>;
  /** The answer to `capture`: the PNG, or why there is none. */
  captured: { requestId: number; png: Blob | null; error: string | null };
  /** The answer to `measure`: the page's parts, or why there are none. */
  measured: { requestId: number; parts: LayoutPart[] | null; error: string | null };
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
  capture: z.object({
    requestId: z.number().int(),
    rootId: idSchema,
    width: z.number().int().min(1).max(10000),
    height: z.number().int().min(1).max(10000),
    pixelRatio: z.number().positive().max(4),
  }),
  measure: z.object({ requestId: z.number().int(), rootId: idSchema }),
};

export const RUNTIME_TO_EDITOR: PayloadSchemas<RuntimeToEditor> = {
  ready: z.object({ version: z.number().int(), round: z.string().max(64).optional() }),
  select: z.object({
    id: idSchema.nullable(),
    shiftKey: z.boolean(),
    metaKey: z.boolean(),
    ctrlKey: z.boolean(),
    entry: z
      .object({
        field: z
          .string()
          .max(64)
          .regex(/^[A-Za-z][A-Za-z0-9]*$/),
        indexes: z.array(z.number().int().min(0).max(9999)).min(1).max(4),
      })
      .optional(),
  }),
  hover: z.object({ id: idSchema.nullable() }),
  rects: z.object({
    rects: z.record(idSchema, rectSchema),
    removed: z.array(idSchema),
    complete: z.boolean(),
  }),
  error: z.object({ message: z.string().max(2000), nodeId: idSchema.nullable() }),
  key: z.object({
    key: z.string().max(40),
    code: z.string().max(40),
    shiftKey: z.boolean(),
    metaKey: z.boolean(),
    ctrlKey: z.boolean(),
    altKey: z.boolean(),
    repeat: z.boolean(),
  }),
  drawn: z.strictObject({}),
  captured: z.object({
    requestId: z.number().int(),
    png: z.instanceof(Blob).nullable(),
    error: z.string().max(2000).nullable(),
  }),
  measured: z.object({
    requestId: z.number().int(),
    parts: z
      .array(
        z.object({ id: idSchema, tag: z.string().max(64), box: rectSchema, visible: rectSchema.nullable() }),
      )
      .max(10000)
      .nullable(),
    error: z.string().max(2000).nullable(),
  }),
};
