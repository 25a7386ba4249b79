import { FACE_PERSON_MSG } from '../../../src/shared/api/face-people';
import type { PictureFaces } from '../../faces/face-detector';
import type { FoundFace } from '../../faces/face-model';
import { badRequest } from '../../http/api-error';

/** The one face of a person's photo; a photo with none, several, or that is no JPEG/PNG is refused. */
export function oneFace(picture: PictureFaces): FoundFace & { width: number; height: number } {
  if (!picture) throw badRequest(FACE_PERSON_MSG.photoFormat);
  if (!picture.largest) throw badRequest(FACE_PERSON_MSG.noFace);
  if (picture.others.length > 0) throw badRequest(FACE_PERSON_MSG.manyFaces(picture.others.length + 1));
  return { ...picture.largest, width: picture.width, height: picture.height };
}
