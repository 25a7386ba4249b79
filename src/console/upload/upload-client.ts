import { MATERIAL_API, type UploadAnswer } from '../../shared/api/material';
import { CERTIFICATION_UPLOAD_TIMEOUT_MS } from '../../shared/constants';
import { outcomeOf, settle, transmission } from '../api/http';
import { transmitWithProgress } from '../api/upload-transport';

export interface UploadRequest {
  projectId: string;
  /** MD5 of the file as chosen: the server refuses a duplicate before reading the bytes. */
  md5: string;
  signal?: AbortSignal;
  /** Fraction of the bytes sent (0–1). */
  onProgress?: (fraction: number) => void;
}

/** At least the spec's 60 s, and enough for a slow uplink (256 KB/s) on large videos. */
export const uploadTimeout = (bytes: number): number =>
  Math.max(CERTIFICATION_UPLOAD_TIMEOUT_MS, Math.ceil((bytes / (256 * 1024)) * 1000));

/**
 * POST materialLibrary/upload as multipart (field `file`) through the console's request layer:
 * its headers, answer handling and 401 rule. Quiet: the caller decides which failures show in
 * place (status -1) and which as toasts. Rejects with the layer's ApiFailure.
 */
export async function uploadMediaFile(
  file: Blob,
  fileName: string,
  request: UploadRequest,
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append('file', file, fileName);
  const options = { quiet: true, timeout: uploadTimeout(file.size), signal: request.signal };
  const delivery = await transmitWithProgress(
    transmission(
      {
        method: 'POST',
        url: MATERIAL_API.upload,
        query: { projectId: request.projectId, md5: request.md5 },
        body: form,
      },
      options,
    ),
    (fraction) => request.onProgress?.(fraction),
  );
  return settle(outcomeOf<UploadAnswer>(delivery), options);
}
