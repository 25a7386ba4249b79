import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { FileStorage } from '../../storage/file-storage';
import { attendanceCalls } from './attendance-calls';
import { facePersonCalls } from './face-person-calls';
import { facePhotoCalls } from './face-photo-calls';

/** What a face group holds (manager/v1/face/person/*, face/attendance/*): its people, their photos, their attendance. */
export function faceLibraryRoutes(context: AppContext, storage: FileStorage) {
  return async (app: FastifyInstance): Promise<void> => {
    facePersonCalls(app, context, storage);
    facePhotoCalls(app, context, storage);
    attendanceCalls(app, context);
  };
}
