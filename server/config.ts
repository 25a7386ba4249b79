import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from './context';
import type { LogLevel } from './logger';
import type { WechatSettings } from './providers/wechat-login';

/** The server's settings, all from the environment (README "Settings"). */
export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  production: boolean;
  sms: { url: string; token: string } | null;
  /** The messaging app's QR login; null in demo mode (scans through the development outbox). */
  wechat: WechatSettings | null;
  serverKey: string | undefined;
  trustProxy: boolean | string;
  /** Demo mode's /dev routes (codes, QR scans, payments) for every address, not only this machine. */
  devRoutesRemote: boolean;
  logLevel: LogLevel;
  limits: RequestLimits;
}

const environment = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  NODE_ENV: z.string().optional(),
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  WECHAT_APP_ID: z.string().min(1).optional(),
  WECHAT_APP_SECRET: z.string().min(1).optional(),
  WECHAT_REDIRECT_URI: z.url({ protocol: /^https?$/ }).optional(),
  SERVER_KEY: z.string().min(1).optional(),
  /** true, or the proxy addresses/hops Fastify should trust for the client address. */
  TRUST_PROXY: z.string().optional(),
  /** true opens demo mode's /dev routes to every address; anything else keeps them to this machine. */
  DEV_ROUTES_REMOTE: z.string().optional(),
  /** Per client address and minute; end-to-end tests raise them, everyone else keeps the defaults. */
  IMAGE_CODES_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_REQUEST_LIMITS.imageCodesPerMinute),
  SMS_SENDS_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_REQUEST_LIMITS.smsSendsPerMinute),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
});

export function readSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Bad setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const settings = parsed.data;
  if (!!settings.SMS_PROVIDER_URL !== !!settings.SMS_PROVIDER_TOKEN) {
    throw new Error('Set both SMS_PROVIDER_URL and SMS_PROVIDER_TOKEN, or neither (demo mode)');
  }
  const wechatSet = [settings.WECHAT_APP_ID, settings.WECHAT_APP_SECRET, settings.WECHAT_REDIRECT_URI];
  if (wechatSet.some(Boolean) && !wechatSet.every(Boolean)) {
    throw new Error(
      'Set all of WECHAT_APP_ID, WECHAT_APP_SECRET and WECHAT_REDIRECT_URI, or none (demo mode)',
    );
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(settings.DATA_DIR),
    databaseUrl: settings.DATABASE_URL ?? null,
    production: settings.NODE_ENV === 'production',
    sms:
      settings.SMS_PROVIDER_URL && settings.SMS_PROVIDER_TOKEN
        ? { url: settings.SMS_PROVIDER_URL, token: settings.SMS_PROVIDER_TOKEN }
        : null,
    wechat:
      settings.WECHAT_APP_ID && settings.WECHAT_APP_SECRET && settings.WECHAT_REDIRECT_URI
        ? {
            appId: settings.WECHAT_APP_ID,
            appSecret: settings.WECHAT_APP_SECRET,
            redirectUri: settings.WECHAT_REDIRECT_URI,
          }
        : null,
    serverKey: settings.SERVER_KEY,
    trustProxy: settings.TRUST_PROXY === 'true' ? true : (settings.TRUST_PROXY ?? false),
    devRoutesRemote: settings.DEV_ROUTES_REMOTE === 'true',
    logLevel: settings.LOG_LEVEL,
    limits: {
      imageCodesPerMinute: settings.IMAGE_CODES_PER_MINUTE,
      smsSendsPerMinute: settings.SMS_SENDS_PER_MINUTE,
    },
  };
}
