import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { resourceKindCalls } from '../resource-kit/resource-kind-calls';
import { attendanceCalls } from './attendance-calls';
import { faceGroupKind } from './face-group-kind';
import { facePersonCalls } from './face-person-calls';
import { facePhotoCalls } from './face-photo-calls';

/**
 * The face groups (人脸库) and what they hold (manager/v1/face/person/*, face/attendance/*): their
 * people, their photos, their attendance. Here, not in the manager routes: deletes need the storage.
 */
export function faceLibraryRoutes(context: AppContext, storage: FileStorage) {
  return async (app: FastifyInstance): Promise<void> => {
    resourceKindCalls(app, context, faceGroupKind(storage));
    facePersonCalls(app, context, storage);
    facePhotoCalls(app, context, storage);
    attendanceCalls(app, context);
  };
}
