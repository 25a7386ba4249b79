import { applyPatches, type Patch } from 'immer';
import { whenIdle } from '../../shared/idle';
import type { ScreenDocument } from '../../shared/screen/document';
import type { DraftStorage } from './draft-storage';

/**
 * The local draft of an editor session in IndexedDB: the document the session started from
 * (written once), then every edit's immer patches appended in batches, in idle time and within a
 * second. A keystroke never serialises the whole document; the log is compacted (the base
 * rewritten as the current document) only now and then, in idle time.
 *
 * Each session writes under its own id, so two tabs never interleave their logs. On opening, the
 * newest draft of the configuration with edits the server has not got is offered back.
 */
export interface DraftMeta {
  configurationId: string;
  sessionId: string;
  name: string;
  /** The server version the unsaved edits start from (the last version saved or loaded). */
  serverVersion: number;
  /** Batches `baseSeq + 1` … `lastSeq` follow the base document. */
  baseSeq: number;
  lastSeq: number;
  /** Everything up to this batch is on the server; -1: not even the base is. */
  savedSeq: number;
  /** When the last batch was written (ms since the epoch). */
  updatedAt: number;
}

export interface RecoveredDraft {
  meta: DraftMeta;
  doc: ScreenDocument;
}

/** Batches written before the log is compacted into a new base. */
export const COMPACT_AFTER_BATCHES = 200;
/** Patches reach IndexedDB within this time, in idle time if there is some. */
export const FLUSH_WITHIN_MS = 1000;
/** Drafts of other sessions with nothing unsaved, or older than this, are removed. */
const STALE_DRAFT_MS = 14 * 24 * 3600 * 1000;

const prefix = (configurationId: string) => `draft/${configurationId}/`;
const keyOf = (configurationId: string, sessionId: string, part: string) =>
  `${prefix(configurationId)}${sessionId}/${part}`;
const batchKey = (meta: DraftMeta, seq: number) =>
  keyOf(meta.configurationId, meta.sessionId, `batch/${seq}`);
const metaKey = (meta: DraftMeta) => keyOf(meta.configurationId, meta.sessionId, 'meta');
const baseKey = (meta: DraftMeta) => keyOf(meta.configurationId, meta.sessionId, 'base');

export const hasUnsavedEdits = (meta: DraftMeta) => meta.lastSeq > meta.savedSeq;

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

async function readMetas(storage: DraftStorage, configurationId: string): Promise<DraftMeta[]> {
  const metaKeys = (await storage.keys()).filter(
    (key) => key.startsWith(prefix(configurationId)) && key.endsWith('/meta'),
  );
  return (await storage.getMany(metaKeys)).filter(
    (meta): meta is DraftMeta => typeof meta === 'object' && meta !== null,
  );
}

async function readDocument(storage: DraftStorage, meta: DraftMeta): Promise<ScreenDocument | null> {
  const seqs = range(meta.baseSeq + 1, meta.lastSeq);
  const [base, ...batches] = await storage.getMany([
    baseKey(meta),
    ...seqs.map((seq) => batchKey(meta, seq)),
  ]);
  if (!base || batches.some((batch) => !Array.isArray(batch))) return null;
  try {
    return applyPatches(base as ScreenDocument, (batches as Patch[][]).flat());
  } catch {
    return null;
  }
}

async function removeDraft(storage: DraftStorage, meta: DraftMeta): Promise<void> {
  const own = keyOf(meta.configurationId, meta.sessionId, '');
  await storage.delMany((await storage.keys()).filter((key) => key.startsWith(own)));
}

/**
 * The newest draft of a configuration that has edits the server does not have, or null.
 * Drafts of other sessions that are fully saved or very old are cleared on the way.
 */
export async function findUnsavedDraft(
  storage: DraftStorage,
  configurationId: string,
  now = Date.now(),
): Promise<RecoveredDraft | null> {
  const metas = await readMetas(storage, configurationId);
  const unsaved = metas.filter(hasUnsavedEdits).sort((a, b) => b.updatedAt - a.updatedAt);
  const stale = metas.filter((meta) => !hasUnsavedEdits(meta) || now - meta.updatedAt > STALE_DRAFT_MS);
  await Promise.all(stale.map((meta) => removeDraft(storage, meta)));
  for (const meta of unsaved) {
    if (now - meta.updatedAt > STALE_DRAFT_MS) continue;
    const doc = await readDocument(storage, meta);
    if (doc) return { meta, doc };
  }
  return null;
}

/** Forgets a recovered draft (restored into a new session, or declined). */
export function discardDraft(storage: DraftStorage, meta: DraftMeta): Promise<void> {
  return removeDraft(storage, meta);
}

export interface DraftLogOptions {
  storage: DraftStorage;
  configurationId: string;
  sessionId: string;
  name: string;
  serverVersion: number;
  /** The document the session starts from. */
  doc: ScreenDocument;
  /** False when the starting document itself is not on the server (a restored draft). */
  baseSaved: boolean;
  /** The document now (for compaction). */
  current: () => ScreenDocument;
  /** When a write fails (storage full, private mode): autosave is then off for the session. */
  onFailure?: (error: unknown) => void;
}

export interface DraftLog {
  append(patches: readonly Patch[]): void;
  /** Writes what is pending now; resolves with the last batch number written. */
  flush(): Promise<number>;
  /** The server has everything up to batch `seq`, as `serverVersion` (with this name). */
  markSaved(seq: number, serverVersion: number, name: string): Promise<void>;
  /** The designer renamed the configuration (kept for the restore offer). */
  rename(name: string): void;
  /** Removes this session's draft (its edits were saved elsewhere, e.g. as a copy). */
  discard(): Promise<void>;
  dispose(): void;
}

export function createDraftLog(options: DraftLogOptions): DraftLog {
  const { storage } = options;
  const meta: DraftMeta = {
    configurationId: options.configurationId,
    sessionId: options.sessionId,
    name: options.name,
    serverVersion: options.serverVersion,
    baseSeq: 0,
    lastSeq: 0,
    savedSeq: options.baseSaved ? 0 : -1,
    updatedAt: Date.now(),
  };
  let pending: Patch[] = [];
  let cancelFlush: (() => void) | null = null;
  let cancelCompact: (() => void) | null = null;
  let failed = false;
  // Writes go one after another, so batches land in order and compaction never races a batch.
  // The base (the one whole-document write of a session) waits for idle time too.
  let writes: Promise<unknown> = new Promise<void>((resolve) => whenIdle(resolve, FLUSH_WITHIN_MS)).then(() =>
    storage.setMany([
      [baseKey(meta), options.doc],
      [metaKey(meta), { ...meta }],
    ]),
  );

  const write = (work: () => Promise<unknown>) => {
    writes = writes.then(work).catch((error: unknown) => {
      if (!failed) options.onFailure?.(error);
      failed = true;
    });
    return writes;
  };

  const compact = () => {
    cancelCompact = null;
    const doc = options.current();
    const upTo = meta.lastSeq;
    const dropped = range(meta.baseSeq + 1, upTo).map((seq) => batchKey(meta, seq));
    write(async () => {
      meta.baseSeq = upTo;
      await storage.setMany([
        [baseKey(meta), doc],
        [metaKey(meta), { ...meta }],
      ]);
      await storage.delMany(dropped);
    });
  };

  const flush = async () => {
    cancelFlush?.();
    cancelFlush = null;
    if (pending.length > 0 && !failed) {
      const batch = pending;
      pending = [];
      meta.lastSeq += 1;
      meta.updatedAt = Date.now();
      const seq = meta.lastSeq;
      write(() =>
        storage.setMany([
          [batchKey(meta, seq), batch],
          [metaKey(meta), { ...meta }],
        ]),
      );
      if (seq - meta.baseSeq >= COMPACT_AFTER_BATCHES && !cancelCompact)
        cancelCompact = whenIdle(compact, 10_000);
    }
    await writes;
    return meta.lastSeq;
  };

  return {
    append(patches) {
      if (failed) return;
      pending.push(...patches);
      cancelFlush ??= whenIdle(() => void flush(), FLUSH_WITHIN_MS);
    },
    flush,
    async markSaved(seq, serverVersion, name) {
      meta.savedSeq = Math.max(meta.savedSeq, seq);
      meta.serverVersion = serverVersion;
      meta.name = name;
      await write(() => storage.setMany([[metaKey(meta), { ...meta }]]));
    },
    rename(name) {
      meta.name = name;
    },
    discard() {
      cancelFlush?.();
      cancelCompact?.();
      pending = [];
      failed = true;
      const removed = writes.then(() => removeDraft(storage, meta));
      writes = removed;
      return removed;
    },
    dispose() {
      // Whatever is pending still goes out (a closed editor keeps its last keystrokes).
      void flush();
      cancelCompact?.();
    },
  };
}
