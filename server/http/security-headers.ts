import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RUNTIME_PATH } from '../../src/shared/runtime-protocol/runtime-url';

type Policy = Record<string, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";
/**
 * Pictures and videos: our own files, data: and blob: (PNG export, upload previews, recordings),
 * and any http(s) address, because a screen document may point at one (isServableMediaUrl).
 */
const MEDIA = [SELF, 'data:', 'blob:', 'http:', 'https:'];

/** The console: our own scripts only, never inline ones, and no page may frame it. */
const CONSOLE_POLICY: Policy = {
  'default-src': [SELF],
  'script-src': [SELF],
  // antd 6 writes its CSS-in-JS as <style> elements at run time, ECharts and antd set style attributes.
  'style-src': [SELF, "'unsafe-inline'"],
  'img-src': MEDIA,
  'media-src': MEDIA,
  'font-src': [SELF, 'data:'],
  // blob: the console's own files in memory (the media library's uploads read them).
  'connect-src': [SELF, 'blob:'],
  'worker-src': [SELF],
  // The editor, its preview and the robot player show runtime.html in a frame.
  'frame-src': [SELF],
  'object-src': [NONE],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': [NONE],
};

/**
 * The robot screen's runtime: framed by the console (same origin, sandboxed) or opened by a robot.
 * Its PNG export (html-to-image) reads every picture it draws, wherever a document points.
 */
const RUNTIME_POLICY: Policy = {
  ...CONSOLE_POLICY,
  'connect-src': MEDIA,
  'frame-src': [NONE],
  'frame-ancestors': [SELF],
};

const serialize = (policy: Policy): string =>
  Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');

export const CONSOLE_CSP = serialize(CONSOLE_POLICY);
export const RUNTIME_CSP = serialize(RUNTIME_POLICY);

const hashesOf = (html: string, tag: 'script' | 'style'): string[] =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, text]) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
  );

/**
 * The policy of a page the server writes whole, with its script and style inline (the demo
 * outbox): exactly those blocks may run, by their hashes, and it talks to this server only.
 */
export function selfContainedPagePolicy(html: string): string {
  return serialize({
    'default-src': [NONE],
    'script-src': hashesOf(html, 'script'),
    'style-src': hashesOf(html, 'style'),
    'img-src': [SELF, 'data:'],
    'connect-src': [SELF],
    'form-action': [SELF],
    'base-uri': [NONE],
    'frame-ancestors': [NONE],
  });
}

/** Also sent by answers that no hook sees (an undecodable URL: answerUndecodableUrl). */
export const EVERY_ANSWER_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const isRuntime = (url: string) => url.split('?')[0] === RUNTIME_PATH;

/**
 * Every answer: no content sniffing and no full address in the Referer to other sites. Every HTML
 * page: a Content-Security-Policy — the runtime frame's own, or the console's unless the route
 * set one for its page.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', isRuntime(request.url) ? RUNTIME_CSP : CONSOLE_CSP);
    }
    done(null, payload);
  });
}
