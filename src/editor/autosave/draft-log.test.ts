import { enablePatches, produceWithPatches } from 'immer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenDocument } from '../../shared/screen/document';
import { findNode } from '../../shared/screen/operations/find';
import { sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { updateNode } from '../../shared/screen/operations/update';
import { COMPACT_AFTER_BATCHES, createDraftLog, discardDraft, findUnsavedDraft } from './draft-log';
import { memoryDraftStorage } from './draft-storage';

enablePatches();

/** A session's editing, as the editor does it: each edit's patches appended to the draft log. */
function editingSession(
  storage: ReturnType<typeof memoryDraftStorage>,
  sessionId: string,
  start = sampleDocument(),
) {
  let doc: ScreenDocument = start;
  const log = createDraftLog({
    storage,
    configurationId: 'c1',
    sessionId,
    name: '大厅',
    serverVersion: 4,
    doc,
    baseSaved: true,
    current: () => doc,
  });
  const setTitle = async (title: string) => {
    const [next, patches] = produceWithPatches(doc, (draft) =>
      updateNode(draft, { id: 'card-1', section: 'data', path: ['title'], value: title }),
    );
    doc = next;
    log.append(patches);
    await vi.advanceTimersByTimeAsync(60);
  };
  return { log, setTitle, doc: () => doc };
}

const titleIn = (doc: ScreenDocument) => findNode(doc, 'card-1')!.node.data.title;

describe('draft log', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the base once and then only the patches of each edit', async () => {
    const storage = memoryDraftStorage();
    const writes: string[] = [];
    const setMany = storage.setMany;
    storage.setMany = (entries) => {
      writes.push(...entries.map(([key]) => key));
      return setMany(entries);
    };
    const session = editingSession(storage, 's1');
    for (let i = 0; i < 50; i += 1) await session.setTitle(`标题${i}`);
    await session.log.flush();
    expect(writes.filter((key) => key.endsWith('/base'))).toHaveLength(1);
    const batches = [...storage.entries].filter(([key]) => key.includes('/batch/'));
    expect(batches).toHaveLength(50);
    for (const [, batch] of batches) expect(JSON.stringify(batch).length).toBeLessThan(200);
  });

  it('gives back the edits the server has not got, after a closed tab', async () => {
    const storage = memoryDraftStorage();
    const session = editingSession(storage, 's1');
    await session.setTitle('服务台');
    await session.setTitle('服务台（东门）');
    await session.log.flush();
    const recovered = await findUnsavedDraft(storage, 'c1');
    expect(recovered?.meta).toMatchObject({ name: '大厅', serverVersion: 4, sessionId: 's1' });
    expect(titleIn(recovered!.doc)).toBe('服务台（东门）');
  });

  it('offers nothing once the server has everything, and removes such drafts', async () => {
    const storage = memoryDraftStorage();
    const session = editingSession(storage, 's1');
    await session.setTitle('服务台');
    const seq = await session.log.flush();
    await session.log.markSaved(seq, 5, '大厅');
    expect(await findUnsavedDraft(storage, 'c1')).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('keeps the edits made after a save as unsaved, starting from the saved version', async () => {
    const storage = memoryDraftStorage();
    const session = editingSession(storage, 's1');
    await session.setTitle('服务台');
    await session.log.markSaved(await session.log.flush(), 5, '大厅');
    await session.setTitle('咨询台');
    await session.log.flush();
    const recovered = await findUnsavedDraft(storage, 'c1');
    expect(recovered?.meta.serverVersion).toBe(5);
    expect(titleIn(recovered!.doc)).toBe('咨询台');
  });

  it('compacts a long log into a new base in idle time without losing an edit', async () => {
    const storage = memoryDraftStorage();
    const session = editingSession(storage, 's1');
    for (let i = 0; i <= COMPACT_AFTER_BATCHES; i += 1) await session.setTitle(`标题${i}`);
    await vi.advanceTimersByTimeAsync(100);
    await session.log.flush();
    const batches = [...storage.entries.keys()].filter((key) => key.includes('/batch/'));
    expect(batches.length).toBeLessThan(10);
    const recovered = await findUnsavedDraft(storage, 'c1');
    expect(titleIn(recovered!.doc)).toBe(`标题${COMPACT_AFTER_BATCHES}`);
  });

  it('keeps two tabs apart and offers the newer draft; a discarded draft is gone', async () => {
    const storage = memoryDraftStorage();
    const first = editingSession(storage, 'tab-a');
    const second = editingSession(storage, 'tab-b');
    await first.setTitle('A 的标题');
    await vi.advanceTimersByTimeAsync(1000);
    await second.setTitle('B 的标题');
    await first.log.flush();
    await second.log.flush();
    const newest = await findUnsavedDraft(storage, 'c1');
    expect(titleIn(newest!.doc)).toBe('B 的标题');
    await discardDraft(storage, newest!.meta);
    expect(titleIn((await findUnsavedDraft(storage, 'c1'))!.doc)).toBe('A 的标题');
  });
});
