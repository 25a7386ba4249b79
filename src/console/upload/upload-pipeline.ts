import type { BindAnswer, UploadAnswer } from '../../shared/api/material';
import { extensionOf, type MediaFormat, type MediaKind } from '../../shared/media/media-formats';
import { SIGNATURE_BYTES } from '../../shared/media/signatures';
import {
  checkFileSize,
  checkFileType,
  needsRecompression,
  type SizeLimits,
} from '../../shared/media/upload-rules';
import { MSG } from '../../shared/messages';
import type { UploadRequest } from './upload-client';
import { TaskCancelled } from './worker-task';

/** What the pipeline does with a file, each step injectable (tests run without workers or a server). */
export interface UploadSteps {
  md5(file: Blob, onProgress: (fraction: number) => void, signal: AbortSignal): Promise<string>;
  /** `opaque`: the picture has no transparency to flatten (a JPEG). */
  recompress(image: Blob, quality: number, opaque: boolean, signal: AbortSignal): Promise<Blob>;
  upload(file: Blob, fileName: string, request: UploadRequest): Promise<UploadAnswer>;
  bind(resourceUrl: string, projectId: string): Promise<BindAnswer>;
}

export interface UploadSettings {
  projectId: string;
  /** Kinds this upload may bring into the library. */
  kinds: readonly MediaKind[];
  limits: SizeLimits;
  quality: number;
  /** MD5s of files the project holds, as far as the browser knows. */
  knownMd5: ReadonlySet<string>;
}

/** A file the pipeline refused, with the message shown on its item. */
export class UploadRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefused';
  }
}

export interface UploadedFile {
  id: string;
  url: string;
  kind: MediaKind;
  md5: string;
}

/** Hashing fills the first tenth of the progress circle, sending the bytes the rest. */
const HASH_SHARE = 10;
/** The circle stays under 100 until the file is bound to the project. */
const BEFORE_BIND = 99;

async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
}

/** `photo.png` re-encoded as JPEG is uploaded as `photo.jpg`. */
const asJpegName = (name: string): string => `${name.slice(0, name.length - extensionOf(name).length)}.jpg`;

async function recompressed(
  image: File,
  format: MediaFormat,
  quality: number,
  steps: UploadSteps,
  signal: AbortSignal,
) {
  try {
    const smaller = await steps.recompress(image, quality, format === 'jpeg', signal);
    return smaller.size < image.size ? { blob: smaller as Blob, name: asJpegName(image.name) } : null;
  } catch (error) {
    if (error instanceof TaskCancelled) throw error;
    throw new UploadRefused(MSG.imageParseFailed);
  }
}

/**
 * One file through the rules of project-areas spec section 5: type by extension and leading
 * bytes (文件类型错误), MD5 in a worker and the duplicate check (文件已存在), recompression of
 * still pictures over 512000 bytes, the size limit of its kind (文件大小超出限制), the upload
 * with progress, then the bind to the project. Rejects with UploadRefused for a rule the file
 * broke, TaskCancelled when aborted, or the request layer's ApiFailure.
 */
export async function uploadThroughPipeline(
  file: File,
  settings: UploadSettings,
  steps: UploadSteps,
  signal: AbortSignal,
  onProgress: (percentage: number) => void,
): Promise<UploadedFile> {
  const type = checkFileType(file.name, await readHead(file), settings.kinds);
  if (!type.ok) throw new UploadRefused(type.message);
  const recompress = needsRecompression(type.format, file.size);
  // A file that will not shrink is measured before it is hashed.
  if (!recompress && checkFileSize(type.kind, file.size, settings.limits))
    throw new UploadRefused(MSG.fileTooLarge);

  const md5 = await steps.md5(file, (fraction) => onProgress(Math.floor(fraction * HASH_SHARE)), signal);
  if (settings.knownMd5.has(md5)) throw new UploadRefused(MSG.fileExists);

  const smaller = recompress ? await recompressed(file, type.format, settings.quality, steps, signal) : null;
  const body = smaller?.blob ?? file;
  if (checkFileSize(type.kind, body.size, settings.limits)) throw new UploadRefused(MSG.fileTooLarge);

  const { url } = await steps.upload(body, smaller?.name ?? file.name, {
    projectId: settings.projectId,
    md5,
    signal,
    onProgress: (fraction) =>
      onProgress(Math.min(BEFORE_BIND, HASH_SHARE + Math.floor(fraction * (100 - HASH_SHARE)))),
  });
  if (signal.aborted) throw new TaskCancelled();
  const { id } = await steps.bind(url, settings.projectId);
  onProgress(100);
  return { id, url, kind: type.kind, md5 };
}
