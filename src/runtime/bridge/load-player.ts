import type { ScreenDocument } from '../../shared/screen/document';
import { parseScreenDocumentStructure } from '../../shared/screen/parse-document';
import { type RuntimeStore, showDocument } from '../runtime-store';

export const PLAYER_MSG = {
  loadFailed: '屏幕内容加载失败，请检查网络后刷新',
  badDocument: '屏幕内容格式错误，请在控制台重新发布',
};

/**
 * Finds the document in a response: the document itself, the `data` of the API envelope, or a
 * `document`/`content` field in it (an object or JSON text, as a store may keep it).
 */
export function documentIn(json: unknown): ScreenDocument | null {
  const data = (json as { data?: unknown } | null)?.data;
  const nested = data as { document?: unknown; content?: unknown } | null | undefined;
  for (const candidate of [json, data, nested?.document, nested?.content]) {
    const value = typeof candidate === 'string' ? safeJson(candidate) : candidate;
    if (value && typeof value === 'object') {
      const { document } = parseScreenDocumentStructure(value);
      if (document) return document;
    }
  }
  return null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The robot-facing player: fetch a released document and show its main page (or `pageId`) full screen. */
export async function loadPlayer(store: RuntimeStore, src: string, pageId?: string): Promise<void> {
  let json: unknown;
  try {
    const response = await fetch(src, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(String(response.status));
    json = await response.json();
  } catch {
    store.setState({ failure: PLAYER_MSG.loadFailed });
    return;
  }
  const document = documentIn(json);
  if (!document) store.setState({ failure: PLAYER_MSG.badDocument });
  else showDocument(store, document, { pageId, interactive: false });
}
