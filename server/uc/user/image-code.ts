import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/shared/api/envelope';
import { type ImageCode, imageCodeQuery, UC } from '../../../src/shared/api/uc';
import { issueImageCode } from '../../codes/image-codes';
import type { AppContext, RequestLimits } from '../../context';
import { validate } from '../../http/validate';

/** GET image_code: a one-time captcha as a ready-to-show data address plus its key. */
export function imageCodeRoute(app: FastifyInstance, context: AppContext, limits: RequestLimits): void {
  app.get(
    UC.imageCode,
    { config: { rateLimit: { max: limits.imageCodesPerMinute, timeWindow: 60_000 } } },
    async (request, reply) => {
      const size = validate(imageCodeQuery, request.query);
      const issued = await issueImageCode(context.db, context.clock.now(), size);
      await context.providers.outbox?.recordImageCode(issued.key, issued.text);
      reply.header('cache-control', 'no-store');
      return ok<ImageCode>({
        imageCodeBase64: `data:image/svg+xml;base64,${Buffer.from(issued.svg).toString('base64')}`,
        imageCodeKey: issued.key,
      });
    },
  );
}
