import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomepageConflict } from '../../shared/api/homepage';
import { findNode } from '../../shared/screen/operations/find';
import { sampleDocument } from '../../shared/screen/operations/test-fixtures';
import { updateNode } from '../../shared/screen/operations/update';
import { createEditorStore } from '../store/editor-store';
import { ConflictError, type HomepageClient, RefusedError, type SaveRequest } from './homepage-client';
import { type Conflict, createServerSaver, IDLE_SAVE_MS, RETRY_SAVE_MS } from './server-save';

/** The server as the saver sees it: it keeps a version and answers 409 to a stale one. */
function fakeServer(version = 3) {
  const saved: SaveRequest[] = [];
  const state = { version, name: '大厅', doc: sampleDocument() };
  const client: HomepageClient = {
    async edit(request) {
      if (request.version !== state.version) {
        throw new ConflictError({
          version: state.version,
          updatedAt: '2025-01-01T08:00:00Z',
          updatedBy: '小王',
          name: state.name,
          document: state.doc,
        });
      }
      saved.push(request);
      state.version += 1;
      return { version: state.version, updatedAt: '2025-01-01T09:00:00Z', updatedBy: '我' };
    },
    detail: async () => {
      throw new Error('not used');
    },
    copy: async () => {
      throw new Error('not used');
    },
  };
  return { client, saved, state };
}

function openEditor(server: ReturnType<typeof fakeServer>) {
  const store = createEditorStore({
    doc: sampleDocument(),
    projectId: 'p1',
    configurationId: 'c1',
    name: '大厅',
    serverVersion: 3,
  });
  const conflicts: Conflict[] = [];
  const saver = createServerSaver(store, {
    client: server.client,
    draft: null,
    onConflict: (c) => conflicts.push(c),
  });
  const setTitle = (title: string) =>
    store.commands.edit('修改标题', (doc) =>
      updateNode(doc, { id: 'card-1', section: 'data', path: ['title'], value: title }),
    );
  return { store, saver, conflicts, setTitle };
}

describe('server save', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves with the version it started from and takes the new version', async () => {
    const server = fakeServer();
    const { store, saver, setTitle } = openEditor(server);
    setTitle('服务台');
    await saver.save();
    expect(server.saved).toHaveLength(1);
    expect(server.saved[0]).toMatchObject({ id: 'c1', version: 3, name: '大厅' });
    expect(findNode(server.saved[0].document, 'card-1')!.node.data.title).toBe('服务台');
    expect(store.getState()).toMatchObject({ serverVersion: 4, saveStatus: 'saved' });
  });

  it('saves by itself a few seconds after the last edit', async () => {
    const server = fakeServer();
    const { store, setTitle } = openEditor(server);
    setTitle('服');
    await vi.advanceTimersByTimeAsync(IDLE_SAVE_MS - 500);
    setTitle('服务');
    await vi.advanceTimersByTimeAsync(IDLE_SAVE_MS - 500);
    expect(server.saved).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.saved).toHaveLength(1);
    expect(store.getState().saveStatus).toBe('saved');
  });

  it('stays dirty when the designer edited while a save was on its way, and saves again', async () => {
    const server = fakeServer();
    const { store, saver, setTitle } = openEditor(server);
    setTitle('服务台');
    const saving = saver.save();
    setTitle('咨询台');
    await saving;
    expect(store.getState().saveStatus).toBe('dirty');
    await vi.advanceTimersByTimeAsync(IDLE_SAVE_MS);
    expect(store.getState().saveStatus).toBe('saved');
    expect(server.saved.map((request) => findNode(request.document, 'card-1')!.node.data.title)).toEqual([
      '服务台',
      '咨询台',
    ]);
  });

  it('on a refusal (403) says so and never tries again by itself, even after further edits', async () => {
    const server = fakeServer();
    const calls: SaveRequest[] = [];
    server.client.edit = async (request) => {
      calls.push(request);
      throw new RefusedError('您没有编辑项目「展厅」的权限');
    };
    const { store, saver, setTitle } = openEditor(server);
    setTitle('服务台');
    await saver.save();
    expect(store.getState().saveStatus).toBe('refused');
    await vi.advanceTimersByTimeAsync(RETRY_SAVE_MS * 3);
    setTitle('问询处');
    expect(store.getState().saveStatus).toBe('refused');
    await vi.advanceTimersByTimeAsync(RETRY_SAVE_MS * 3);
    expect(calls).toHaveLength(1);
  });

  it('on 409 shows both versions and saves nothing until the designer chooses', async () => {
    const server = fakeServer(7);
    const { store, saver, conflicts, setTitle } = openEditor(server);
    setTitle('服务台');
    await saver.save();
    expect(store.getState().saveStatus).toBe('conflict');
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].theirs).toMatchObject({ version: 7, updatedBy: '小王' });
    expect(findNode(conflicts[0].mine.doc, 'card-1')!.node.data.title).toBe('服务台');
    setTitle('服务台二');
    await vi.advanceTimersByTimeAsync(IDLE_SAVE_MS * 3);
    expect(server.saved).toHaveLength(0);
  });

  it('keeping mine saves it over the version the server now has', async () => {
    const server = fakeServer(7);
    const { store, saver, setTitle } = openEditor(server);
    setTitle('服务台');
    await saver.save();
    await saver.saveOver(7);
    expect(server.saved[0]).toMatchObject({ version: 7 });
    expect(store.getState()).toMatchObject({ serverVersion: 8, saveStatus: 'saved' });
  });

  it('taking theirs shows the server copy, is clean, and can be undone back to mine', async () => {
    const server = fakeServer(7);
    const theirs: HomepageConflict = {
      version: 7,
      updatedAt: '2025-01-01T08:00:00Z',
      updatedBy: '小王',
      name: '大厅（新）',
      document: sampleDocument(),
    };
    const { store, saver, setTitle } = openEditor(server);
    setTitle('服务台');
    await saver.save();
    await saver.adopt(theirs);
    expect(store.getState()).toMatchObject({ serverVersion: 7, name: '大厅（新）', saveStatus: 'saved' });
    expect(findNode(store.getState().doc, 'card-1')!.node.data.title).toBe('card-1');
    store.commands.undo();
    expect(findNode(store.getState().doc, 'card-1')!.node.data.title).toBe('服务台');
  });
});
