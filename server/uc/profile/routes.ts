import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { imageRoute } from './image-route';
import { loginHistoryRoute } from './login-history';
import { profileRoutes } from './profile-routes';

/** The personal center's calls but the avatar upload (in the uploads plugin). */
export function personalCenterRoutes(app: FastifyInstance, context: AppContext, storage: FileStorage): void {
  imageRoute(app, context, storage);
  profileRoutes(app, context);
  loginHistoryRoute(app, context);
}
