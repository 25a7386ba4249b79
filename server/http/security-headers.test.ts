import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_OUTBOX } from '../../src/shared/api/dev-outbox';
import { UC } from '../../src/shared/api/uc';
import { OUTBOX_PAGE } from '../dev/outbox-page';
import { fakeSpaBuild } from '../test-support/spa-build';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../test-support/test-app';

let testApp: TestApp;
let spa: Awaited<ReturnType<typeof fakeSpaBuild>>;
beforeAll(async () => {
  spa = await fakeSpaBuild({
    'index.html': '<!doctype html><title>console</title>',
    'runtime.html': '<!doctype html><title>runtime</title>',
    'assets/runtime-abc123.js': 'console.log(1)',
  });
  testApp = await createTestApp({ spaDir: spa.dir });
}, TEST_APP_TIMEOUT_MS);
afterAll(async () => {
  await testApp.close();
  await spa.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

/** The policy as directive → sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([directive, ...sources]) => [directive, sources]),
  );
}

describe('every answer', () => {
  it('forbids content sniffing and keeps full addresses out of other sites’ Referer', async () => {
    const answers = await Promise.all([
      get('/'),
      get('/assets/runtime-abc123.js'),
      get(UC.userInfo),
      get('/uc/v1/nothing'),
      get('/%E0%A4%A'),
      get(DEV_OUTBOX.json),
      testApp.app.inject({ method: 'POST', url: UC.token, payload: [1] }),
    ]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('the console’s HTML', () => {
  it('runs only our own scripts and cannot be framed, at every deep link', async () => {
    for (const url of ['/', '/index.html', '/login', '/home/project-management?tab=1']) {
      const policy = policyOf((await get(url)).headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toEqual(["'self'", 'blob:']);
      expect(policy.get('frame-src')).toEqual(["'self'"]);
      for (const media of ['img-src', 'media-src']) {
        expect(policy.get(media)).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
      }
    }
  });
});

describe('the runtime frame', () => {
  it('has its own policy: framed by the console only, no inline script', async () => {
    const policy = policyOf((await get('/runtime.html?v=1')).headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  });

  it('may read the build’s files from its opaque origin; no other site may', async () => {
    const fromRuntime = await get('/assets/runtime-abc123.js', { origin: 'null' });
    expect(fromRuntime.headers['access-control-allow-origin']).toBe('null');
    expect(fromRuntime.headers.vary).toContain('Origin');
    const fromElsewhere = await get('/assets/runtime-abc123.js', { origin: 'https://evil.example' });
    expect(fromElsewhere.headers['access-control-allow-origin']).toBeUndefined();
    const plain = await get('/assets/runtime-abc123.js');
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();
    for (const url of ['/', '/runtime.html', '/login']) {
      const page = await get(url, { origin: 'null' });
      expect(page.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });
});

describe('the demo outbox page', () => {
  it('runs exactly its own inline script and style, by their hashes', async () => {
    const answer = await get(DEV_OUTBOX.page);
    expect(answer.statusCode).toBe(200);
    const policy = policyOf(answer.headers['content-security-policy']);
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const script = OUTBOX_PAGE.split('<script>')[1].split('</script>')[0];
    const style = OUTBOX_PAGE.split('<style>')[1].split('</style>')[0];
    expect(policy.get('script-src')).toEqual([hash(script)]);
    expect(policy.get('style-src')).toEqual([hash(style)]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });
});
