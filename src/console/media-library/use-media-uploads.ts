import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResourceType } from '../../shared/api/material';
import { extensionOf, kindsOfExtension, type MediaKind } from '../../shared/media/media-formats';
import { checkFileCount, type SizeLimits } from '../../shared/media/upload-rules';
import { MSG } from '../../shared/messages';
import { ApiFailure } from '../api/answer';
import { feedback } from '../app/feedback';
import { createConcurrencyLimit } from '../upload/concurrency-limit';
import { hashInWorker, recompressInWorker } from '../upload/file-workers';
import { uploadMediaFile } from '../upload/upload-client';
import {
  type UploadedFile,
  UploadRefused,
  type UploadSettings,
  type UploadSteps,
  uploadThroughPipeline,
} from '../upload/upload-pipeline';
import { TaskCancelled } from '../upload/worker-task';
import { materialApi } from './material-api';

/** A media item (project-areas spec section 3): under 100 % it is uploading; `error` once it failed. */
export interface UploadItem {
  id: string;
  name: string;
  type: MediaKind;
  /** A local preview of a picture while it uploads. */
  src: string | null;
  percentage: number;
  error: string | false;
}

/** Kinds the dialog uploads: the ones it has tabs for. */
export const DIALOG_UPLOAD_KINDS: readonly MediaKind[] = ['image', 'video'];
const PARALLEL_UPLOADS = 2;

const browserSteps: UploadSteps = {
  md5: hashInWorker,
  recompress: recompressInWorker,
  upload: uploadMediaFile,
  bind: materialApi.bind,
};

/** The kind a name suggests before its bytes are read (a `.ogg` here is a video). */
export const kindByName = (name: string): ResourceType =>
  kindsOfExtension(extensionOf(name)).includes('video') ? 'video' : 'image';

/** What a failure shows: status -1 in place; anything else as a toast, the item 上传失败. */
export function failureMessage(error: unknown): string | null {
  if (error instanceof TaskCancelled) return null;
  if (error instanceof UploadRefused) return error.message;
  if (error instanceof ApiFailure) {
    if (error.kind === 'cancelled') return null;
    if (error.status === -1) return error.message;
    if (error.kind !== 'unauthorized') feedback.error(error.message);
  }
  return MSG.uploadFailed;
}

export interface MediaUploadOptions {
  projectId: string;
  maxCount: number;
  limits: SizeLimits;
  quality: number;
  /** MD5s of files the project holds, as far as the dialog knows. */
  knownMd5: () => ReadonlySet<string>;
  /** The file is in the library; resolves once the list shows it. */
  onUploaded: (file: UploadedFile) => Promise<unknown>;
}

/** The dialog's uploads: started from the button or a drop, each cancellable, failures kept in place. */
export function useMediaUploads(options: MediaUploadOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());
  const sessionMd5 = useRef(new Set<string>());
  const limit = useRef(createConcurrencyLimit(PARALLEL_UPLOADS));
  const latest = useRef(options);
  latest.current = options;

  const update = useCallback((id: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
    setItems((current) => current.filter((item) => item.id !== id));
  }, []);

  const run = useCallback(
    async (item: UploadItem, file: File) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      const { projectId, limits, quality, knownMd5, onUploaded } = latest.current;
      const settings: UploadSettings = {
        projectId,
        kinds: DIALOG_UPLOAD_KINDS,
        limits,
        quality,
        knownMd5: new Set([...knownMd5(), ...sessionMd5.current]),
      };
      try {
        const uploaded = await limit.current(() =>
          uploadThroughPipeline(file, settings, browserSteps, controller.signal, (percentage) =>
            update(item.id, { percentage }),
          ),
        );
        sessionMd5.current.add(uploaded.md5);
        feedback.success(MSG.uploadOk);
        await onUploaded(uploaded);
        remove(item.id);
      } catch (error) {
        const message = failureMessage(error);
        if (message === null) remove(item.id);
        else update(item.id, { error: message });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [remove, update],
  );

  /** Starts the files; false when there are more than allowed (超出最大限制数：{n}), and none start. */
  const start = useCallback(
    (files: File[]): boolean => {
      const tooMany = checkFileCount(files.length, latest.current.maxCount);
      if (tooMany) {
        feedback.warning(tooMany);
        return false;
      }
      for (const file of files) {
        const type = kindByName(file.name);
        const id = crypto.randomUUID();
        const src = type === 'image' ? URL.createObjectURL(file) : null;
        if (src) previews.current.set(id, src);
        const item: UploadItem = { id, name: file.name, type, src, percentage: 0, error: false };
        setItems((current) => [item, ...current]);
        void run(item, file);
      }
      return true;
    },
    [run],
  );

  // Closing the dialog stops every upload and its worker.
  useEffect(() => {
    const open = controllers.current;
    const urls = previews.current;
    return () => {
      for (const controller of open.values()) controller.abort();
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const uploading = items.some((item) => item.percentage < 100 && item.error === false);
  return { items, uploading, start, remove };
}
