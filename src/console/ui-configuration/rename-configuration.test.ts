// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOMEPAGE_API, type HomepageSummary } from '../../shared/api/homepage';
import { MSG } from '../../shared/messages';
import { type SeenRequest, stubFetch } from '../api/test-support/stub-fetch';
import { registerToasts } from '../app/feedback';
import { renameConfiguration } from './rename-configuration';

const configuration: HomepageSummary = {
  id: 'c1',
  projectId: 'p1',
  name: '迎宾屏',
  screenSize: { width: 1080, height: 1920 },
  status: 'DRAFT',
  thumbnail: null,
  version: 3,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  releasedAt: null,
  playerKey: null,
};

const sent: unknown[] = [];
const toasts: string[] = [];

/** The edit call of a server that holds `stored` as the current version. */
const serverAt =
  (stored: number, refusal?: { status: number; message: string }) => (request: SeenRequest) => {
    const body = JSON.parse(String(request.body)) as { version: number };
    sent.push({ url: request.url.pathname, ...body });
    if (refusal)
      return { status: refusal.status, body: { status: -1, message: refusal.message, data: null } };
    if (body.version === stored)
      return { body: { status: 0, message: 'success', data: { version: stored + 1 } } };
    return { status: 409, body: { status: -1, message: MSG.homepageConflict, data: { version: stored } } };
  };

beforeEach(() => {
  sent.length = 0;
  toasts.length = 0;
  const record = (text: unknown) => {
    toasts.push(String(text));
    return undefined as never;
  };
  registerToasts({ success: record, error: record, warning: record, info: record });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('renameConfiguration', () => {
  it('renames with the version the list showed', async () => {
    stubFetch(serverAt(3));
    await expect(renameConfiguration(configuration, '大厅屏')).resolves.toMatchObject({ version: 4 });
    expect(sent).toEqual([{ url: HOMEPAGE_API.edit, id: 'c1', version: 3, name: '大厅屏' }]);
  });

  it('after someone saved meanwhile (409), renames their version without asking or toasting', async () => {
    stubFetch(serverAt(7));
    await expect(renameConfiguration(configuration, '大厅屏')).resolves.toMatchObject({ version: 8 });
    expect(sent).toEqual([
      { url: HOMEPAGE_API.edit, id: 'c1', version: 3, name: '大厅屏' },
      { url: HOMEPAGE_API.edit, id: 'c1', version: 7, name: '大厅屏' },
    ]);
    expect(toasts).toEqual([]);
  });

  it('shows any other refusal once', async () => {
    stubFetch(serverAt(3, { status: 404, message: MSG.homepageMissing }));
    await expect(renameConfiguration(configuration, '大厅屏')).rejects.toThrow(MSG.homepageMissing);
    expect(toasts).toEqual([MSG.homepageMissing]);
  });
});
