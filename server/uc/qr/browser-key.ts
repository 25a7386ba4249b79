import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UC } from '../../../src/shared/api/uc-paths';

/**
 * The QR code on the screen can be photographed by anyone; the browser that asked for it proves
 * itself with this cookie, so nobody else can poll the code and take the token a scan issues.
 */
const COOKIE = 'qr_browser';
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Sent to the QR calls only (wechat_qrcode, scanWechat_result, wxBind_valid_code). */
const COOKIE_PATH = UC.wechatQrcode.slice(0, UC.wechatQrcode.lastIndexOf('/'));

export function browserKeyOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === COOKIE && value && KEY_PATTERN.test(value)) return value;
  }
  return null;
}

/** The browser's key, made and set as an HttpOnly session cookie when it has none yet. */
export function ensureBrowserKey(request: FastifyRequest, reply: FastifyReply): string {
  const known = browserKeyOf(request);
  if (known) return known;
  const key = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${COOKIE}=${key}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`);
  return key;
}

export const browserKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Whether this request comes from the browser the code was issued to. */
export function isIssuingBrowser(request: FastifyRequest, row: { browserKeyHash: string | null }): boolean {
  const key = browserKeyOf(request);
  return key !== null && row.browserKeyHash === browserKeyHash(key);
}
