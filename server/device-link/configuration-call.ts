import type { FastifyInstance } from 'fastify';
import { type ConfigurationBundle, DEVICE_LINK } from '../../src/shared/api/device-link';
import { ok } from '../../src/shared/api/envelope';
import type { AppContext } from '../context';
import { bundleEtag, bundleOf, contentHash, projectContent } from './configuration-bundle';
import type { ConfigurationEtags } from './configuration-etags';
import { contentVersion } from './content-version';
import type { DeviceGate } from './device-gate';

/** If-None-Match names the ETag (or is `*`); compared weakly, as RFC 9110 says for this header. */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}

/**
 * GET configuration: the robot's bundle (its released screen, and what later areas add) with
 * a strong ETag. A robot that sends the ETag it holds as If-None-Match gets 304 and no body —
 * without the bundle being built: the hash of each project's content is kept with the content's
 * version (one query) and used while the version stands.
 */
export function configurationCall(
  app: FastifyInstance,
  context: AppContext,
  gate: DeviceGate,
  etags: ConfigurationEtags,
): void {
  // One entry per project robots fetch from: a version and a hash, a few hundred bytes.
  const kept = new Map<string, { version: string; hash: string }>();
  /**
   * The hash of a project's content, and the content when it had to be read for it. With `keep`
   * the hash kept at the content's current version serves, and a new one is kept.
   */
  const hashOf = async (projectId: string, keep: boolean) => {
    // Read before the content: a change landing in between makes the next call read again.
    const version = keep ? await contentVersion(context.db, projectId) : null;
    const known = kept.get(projectId);
    if (version && known?.version === version) return { hash: known.hash, content: null };
    const content = await projectContent(context.db, projectId);
    const hash = contentHash(content);
    if (version) kept.set(projectId, { version, hash });
    return { hash, content };
  };

  app.get(DEVICE_LINK.configuration, async (request, reply) => {
    const device = await gate.authenticate(request);
    const noneMatch = request.headers['if-none-match'];
    // Only a robot holding an ETag may get a 304; one without reads the bundle anyway.
    const { hash, content } = await hashOf(device.projectId, noneMatch !== undefined);
    etags.remember(device.projectId, hash);
    const etag = bundleEtag(device.projectId, hash, device.name);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (noneMatchHits(noneMatch, etag)) return reply.code(304).send();
    const bundled = content ?? (await projectContent(context.db, device.projectId));
    return ok<ConfigurationBundle>(bundleOf(device.projectId, device.name, bundled, device.id));
  });
}
