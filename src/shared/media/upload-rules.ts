import { MSG } from '../messages';
import { extensionOf, FORMATS, kindsOfExtension, type MediaFormat, type MediaKind } from './media-formats';
import { detectFormat } from './signatures';

/** Upload limits of project-areas spec sections 5 and 9. */
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_COUNT = 1;
/** Images up to this size are uploaded unchanged; larger ones are recompressed. */
export const RECOMPRESS_THRESHOLD_BYTES = 512_000;
export const DEFAULT_RECOMPRESS_QUALITY = 0.3;

export type SizeLimits = Record<MediaKind, number>;
/** One limit for every kind, or a limit per kind (the others keep the default). */
export type MaxSizeSetting = number | Partial<SizeLimits>;

export function sizeLimits(setting?: MaxSizeSetting): SizeLimits {
  const every = typeof setting === 'number' ? setting : DEFAULT_MAX_BYTES;
  const perKind = typeof setting === 'object' ? setting : {};
  return {
    image: perKind.image ?? every,
    video: perKind.video ?? every,
    audio: perKind.audio ?? every,
  };
}

/** A custom quality between 0 and 1; anything else falls back to the default 0.3. */
export function recompressQuality(quality?: number): number {
  return quality !== undefined && Number.isFinite(quality) && quality >= 0 && quality <= 1
    ? quality
    : DEFAULT_RECOMPRESS_QUALITY;
}

export type TypeCheck = { ok: true; format: MediaFormat; kind: MediaKind } | { ok: false; message: string };

/**
 * The name must carry an extension of an allowed kind, and the leading bytes must be a format of
 * that same kind (a PNG named .jpg passes and is served as PNG; an .exe named .png does not).
 */
export function checkFileType(fileName: string, head: Uint8Array, allowed: readonly MediaKind[]): TypeCheck {
  const named = kindsOfExtension(extensionOf(fileName)).filter((kind) => allowed.includes(kind));
  const format = detectFormat(head);
  if (!format || !named.includes(FORMATS[format].kind)) return { ok: false, message: MSG.fileTypeWrong };
  return { ok: true, format, kind: FORMATS[format].kind };
}

/** 文件大小超出限制 when the file is larger than its kind allows, else null. */
export function checkFileSize(kind: MediaKind, size: number, limits: SizeLimits): string | null {
  return size > limits[kind] ? MSG.fileTooLarge : null;
}

/** 超出最大限制数：{n} when more files are chosen at once than allowed, else null. */
export function checkFileCount(count: number, maxCount: number = DEFAULT_MAX_COUNT): string | null {
  return count > maxCount ? MSG.tooManyFiles(maxCount) : null;
}

/**
 * Still pictures over the threshold are recompressed. A GIF is kept as it is: recompressing it
 * would turn an animation into one still JPEG frame.
 */
export function needsRecompression(format: MediaFormat, size: number): boolean {
  return FORMATS[format].kind === 'image' && format !== 'gif' && size > RECOMPRESS_THRESHOLD_BYTES;
}
