import jpeg from 'jpeg-js';
import { MATERIAL_API, type UploadAnswer } from '../../../src/shared/api/material';
import type { Caller, ManagerTestApp } from '../../manager/test-support/manager-test-app';
import { multipart } from '../../media/test-support/multipart';

/** A JPEG with no face in it: a smooth grey gradient. */
export function facelessPhoto(): Buffer {
  const width = 320;
  const height = 240;
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * height; index++) {
    const shade = 80 + Math.round((index % width) / 4);
    data.fill(shade, index * 4, index * 4 + 3);
    data[index * 4 + 3] = 255;
  }
  return jpeg.encode({ data, width, height }, 90).data;
}

/** Uploads a photo through the media upload (as the console does) and answers its address. */
export async function uploadPhoto(
  app: ManagerTestApp,
  caller: Caller,
  bytes: Uint8Array,
  fileName = '照片.jpg',
) {
  const body = multipart([{ fileName, bytes, type: 'image/jpeg' }]);
  const answer = await app.call<UploadAnswer>(caller, {
    method: 'POST',
    url: MATERIAL_API.upload,
    headers: body.headers,
    payload: body.payload,
  });
  if (answer.statusCode !== 200) throw new Error(`upload: ${answer.body.message}`);
  return answer.body.data.url;
}
