import type { FastifyInstance } from 'fastify';
import { type ConfigurationBundle, DEVICE_LINK } from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { bundleEtag, bundleOf, contentHash, projectContent } from './configuration-bundle';
import type { ConfigurationEtags } from './configuration-etags';
import type { DeviceGate } from './device-gate';

/** If-None-Match names the ETag (or is `*`); compared weakly, as RFC 9110 says for this header. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}

/**
 * GET configuration: the robot's bundle (its released screen, and what later areas add) with
 * a strong ETag. A robot that sends the ETag it holds as If-None-Match gets 304 and no body.
 */
export function configurationCall(
  app: FastifyInstance,
  context: AppContext,
  gate: DeviceGate,
  etags: ConfigurationEtags,
): void {
  app.get(DEVICE_LINK.configuration, async (request, reply) => {
    const device = await gate.authenticate(request);
    const content = await projectContent(context.db, device.projectId);
    const hash = contentHash(content);
    etags.remember(device.projectId, hash);
    const etag = bundleEtag(device.projectId, hash, device.name);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (noneMatchHits(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return ok<ConfigurationBundle>(bundleOf(device.projectId, device.name, content, device.id));
  });
}
