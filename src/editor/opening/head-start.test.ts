// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../console/session/session-store';
import type { HomepageDetail } from '../../shared/api/homepage';
import type { RecoveredDraft } from '../autosave/draft-log';
import { editorDocument } from '../panels/test-support/editor-fixture';
import type { EditorOpening } from './editor-opening';
import { startEditorHeadStart, takeCanvasRuntime, takeEditorOpening } from './head-start';

const fetched = vi.hoisted(() => ({ calls: [] as string[], draft: null as RecoveredDraft | null }));
vi.mock('./editor-opening', () => ({
  fetchEditorOpening: async (configuration: string): Promise<EditorOpening> => {
    fetched.calls.push(configuration);
    const document = editorDocument({ width: 1920, height: 1080 });
    return { detail: { id: configuration, document } as HomepageDetail, draft: fetched.draft };
  },
}));

const canvases = () => [...document.querySelectorAll('iframe[title="机器人屏幕画布"]')];
const noSearch = new URLSearchParams();

describe('the editor’s head start', () => {
  beforeAll(() => {
    // Chromium 133+ moves an iframe without reloading it: the runtime then loads out of sight at once.
    Object.assign(Element.prototype, {
      moveBefore(this: Element, node: Node, child: Node | null) {
        this.insertBefore(node, child);
      },
    });
  });
  beforeEach(() => {
    vi.useFakeTimers();
    useSession.getState().saveToken('token');
    fetched.calls = [];
    fetched.draft = null;
  });
  afterEach(async () => {
    // Whatever a test left untaken expires.
    await vi.advanceTimersByTimeAsync(120_000);
    vi.useRealTimers();
  });

  it('hands the editor the configuration it fetched and the runtime it loaded, once each', async () => {
    startEditorHeadStart('c1', noSearch);
    expect(fetched.calls).toEqual(['c1']);
    expect(canvases()).toHaveLength(1);

    const opening = await takeEditorOpening('c1');
    const runtime = takeCanvasRuntime('c1');
    expect(opening.detail.id).toBe('c1');
    expect(runtime.iframe).toBe(canvases()[0]);
    expect(fetched.calls).toEqual(['c1']);

    // Taken: opening the editor again fetches afresh and loads another runtime.
    await takeEditorOpening('c1');
    const another = takeCanvasRuntime('c1');
    expect(fetched.calls).toEqual(['c1', 'c1']);
    expect(another.iframe).not.toBe(runtime.iframe);
    another.close();
    runtime.close();
  });

  it('has the runtime show the page the editor opens on while the editor’s code loads', async () => {
    startEditorHeadStart('c1', noSearch);
    await vi.advanceTimersByTimeAsync(0);
    // The runtime takes the screen's size as soon as it has something to show.
    expect(canvases()[0]).toHaveProperty('style.width', '1920px');
  });

  it('has the runtime show that page even when the editor took it before the configuration arrived', async () => {
    startEditorHeadStart('c1', noSearch);
    const runtime = takeCanvasRuntime('c1');
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.iframe).toHaveProperty('style.width', '1920px');
    runtime.close();
  });

  it('leaves a configuration with an unsaved draft to the designer’s choice', async () => {
    fetched.draft = {} as RecoveredDraft;
    startEditorHeadStart('c1', noSearch);
    await vi.advanceTimersByTimeAsync(0);
    expect(canvases()[0]).toHaveProperty('style.width', '');
  });

  it('lets an untaken head start go when another configuration is opened, or after two minutes', async () => {
    startEditorHeadStart('c1', noSearch);
    startEditorHeadStart('c2', noSearch);
    expect(canvases()).toHaveLength(1);
    await takeEditorOpening('c1');
    expect(fetched.calls).toEqual(['c1', 'c2', 'c1']);

    await vi.advanceTimersByTimeAsync(120_000);
    expect(canvases()).toHaveLength(0);
  });

  it('does nothing for a visitor who is not signed in', () => {
    useSession.getState().clearSession();
    startEditorHeadStart('c1', noSearch);
    expect(fetched.calls).toEqual([]);
    expect(canvases()).toHaveLength(0);
  });
});
