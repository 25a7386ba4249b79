import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { certificationReadRoute } from './certification-read';
import { enterpriseDuplicateRoutes } from './enterprise-duplicates';
import { reviewDecideRoute } from './review-decide';
import { reviewPageRoute } from './review-page';
import { submitRoutes } from './submit-routes';

/** Certification and its review, but the picture upload (with the other uploads, in profile). */
export function certificationRoutes(app: FastifyInstance, context: AppContext): void {
  certificationReadRoute(app, context);
  submitRoutes(app, context);
  enterpriseDuplicateRoutes(app, context);
  reviewPageRoute(app, context);
  reviewDecideRoute(app, context);
}
