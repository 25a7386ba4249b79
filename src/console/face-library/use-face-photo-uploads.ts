import { useCallback, useRef, useState } from 'react';
import type { FacePhoto } from '../../shared/api/face-people';
import { recompressQuality, sizeLimits } from '../../shared/media/upload-rules';
import { failureMessage } from '../media-library/use-media-uploads';
import { hashInWorker, recompressInWorker } from '../upload/file-workers';
import { uploadMediaFile } from '../upload/upload-client';
import { type UploadSettings, uploadThroughPipeline } from '../upload/upload-pipeline';
import { facePersonApi } from './face-person-api';

/** A photo on its way: its preview, the progress circle, or the reason it was refused. */
export interface PendingPhoto {
  id: string;
  name: string;
  preview: string;
  percentage: number;
  error: string | false;
}

/**
 * A person's photo uploads: each file through the media pipeline (type, MD5 and recompression in
 * web workers, the upload with progress), whose last step hands the file to the person, where the
 * server checks it for a face. A refused photo stays in place with its reason until dismissed.
 */
export function useFacePhotoUploads(
  projectId: string,
  personId: string,
  onAdded: (photo: FacePhoto) => void,
) {
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const nextId = useRef(0);
  const update = (id: string, change: Partial<PendingPhoto>) =>
    setPending((items) => items.map((item) => (item.id === id ? { ...item, ...change } : item)));
  const dismiss = useCallback((id: string) => {
    setPending((items) => {
      const gone = items.find((item) => item.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return items.filter((item) => item.id !== id);
    });
  }, []);

  const add = async (file: File) => {
    const id = `photo-${nextId.current++}`;
    setPending((items) => [
      ...items,
      { id, name: file.name, preview: URL.createObjectURL(file), percentage: 0, error: false },
    ]);
    const settings: UploadSettings = {
      projectId,
      kinds: ['image'],
      limits: sizeLimits(),
      quality: recompressQuality(),
      knownMd5: new Set(),
    };
    let added: FacePhoto | null = null;
    try {
      await uploadThroughPipeline(
        file,
        settings,
        {
          md5: hashInWorker,
          recompress: recompressInWorker,
          upload: uploadMediaFile,
          bind: async (resourceUrl) => {
            added = await facePersonApi.addPhoto(personId, resourceUrl);
            return added;
          },
        },
        new AbortController().signal,
        (percentage) => update(id, { percentage }),
      );
      if (added) onAdded(added);
      dismiss(id);
    } catch (error) {
      update(id, { error: failureMessage(error) ?? false });
    }
  };
  return { pending, add, dismiss };
}
