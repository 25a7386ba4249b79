import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { openTestDatabase } from '../test-support/test-database';
import { requestCountStore } from './request-count-store';

let database: DatabaseHandle;
const processes: FastifyInstance[] = [];

/** One API process's limiter: two calls a minute per address on each route. */
async function limitedProcess(): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(rateLimit, { global: false, store: requestCountStore(database.db) });
  const limit = { config: { rateLimit: { max: 2, timeWindow: 60_000 } } };
  app.get('/code', limit, async () => 'code');
  app.get('/other', limit, async () => 'other');
  processes.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const app of processes) await app.close();
  await database.close();
});

describe('the shared request counts', () => {
  it('hold a per-address limit across two processes on one database', async () => {
    const [first, second] = [await limitedProcess(), await limitedProcess()];
    const call = (app: FastifyInstance, remoteAddress: string, url = '/code') =>
      app.inject({ method: 'GET', url, remoteAddress });
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await call(app, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await call(second, '10.0.0.1');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    // Another address and another route count apart.
    expect((await call(second, '10.0.0.2')).statusCode).toBe(200);
    expect((await call(first, '10.0.0.1', '/other')).statusCode).toBe(200);
  });
});
