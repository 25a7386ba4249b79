import { FACE_PERSON_MSG } from '../../../src/shared/api/face-people';
import type { PictureFaces } from '../../faces/face-detector';
import type { FoundFace } from '../../faces/face-model';
import { badRequest } from '../../http/api-error';

/** The one face of a person's photo; a photo with none, several, or that is no JPEG/PNG is refused. */
export function oneFace(picture: PictureFaces): FoundFace & { width: number; height: number } {
  if (!picture) throw badRequest(FACE_PERSON_MSG.photoFormat);
  if (picture.faces.length === 0) throw badRequest(FACE_PERSON_MSG.noFace);
  if (picture.faces.length > 1) throw badRequest(FACE_PERSON_MSG.manyFaces(picture.faces.length));
  return { ...picture.faces[0], width: picture.width, height: picture.height };
}
