import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { MediaFormat, MediaKind } from '../../src/shared/media/media-formats';
import { SIGNATURE_BYTES } from '../../src/shared/media/signatures';
import {
  checkFileSize,
  checkFileType,
  type SizeLimits,
  type TypeCheck,
} from '../../src/shared/media/upload-rules';
import { MSG } from '../../src/shared/messages';
import { ApiError, badRequest } from '../http/api-error';

/** An upload that passed every check, waiting in a temporary file to be stored. */
export interface ReceivedUpload {
  tempPath: string;
  fileName: string;
  sha256: string;
  md5: string;
  size: number;
  format: MediaFormat;
  kind: MediaKind;
}

const ACCEPTED_KINDS: readonly MediaKind[] = ['image', 'video', 'audio'];
const MAX_NAME_LENGTH = 100;

/** The name as a person would read it: no path, no control characters, not too long. */
function cleanFileName(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(-MAX_NAME_LENGTH);
}

const tooLarge = () => new ApiError(413, MSG.fileTooLarge);

/**
 * Reads the file part to a temporary file, hashing it (SHA-256 names the stored file, MD5 finds
 * duplicates) and checking, from its own bytes, the type (leading-byte signature against the
 * name's extension) and the size against the server's ceiling for that kind. A refused file is
 * still read to its end, so the browser gets the answer rather than a reset connection.
 */
export async function receiveUpload(part: MultipartFile, limits: SizeLimits): Promise<ReceivedUpload> {
  const fileName = cleanFileName(part.filename);
  const tempPath = join(tmpdir(), `media-upload-${randomUUID()}`);
  const out = createWriteStream(tempPath, { flags: 'wx' });
  const sha256 = createHash('sha256');
  const md5 = createHash('md5');
  const state: { type: TypeCheck | null; refusal: ApiError | null; size: number; head: Buffer[] } = {
    type: null,
    refusal: null,
    size: 0,
    head: [],
  };

  const write = async (chunk: Buffer): Promise<void> => {
    sha256.update(chunk);
    md5.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  };
  /** Decides the type from the bytes held back so far, then writes them. */
  const decide = async (): Promise<void> => {
    state.type = checkFileType(fileName, Buffer.concat(state.head), ACCEPTED_KINDS);
    if (!state.type.ok) state.refusal = badRequest(state.type.message);
    else for (const pending of state.head) await write(pending);
    state.head = [];
  };
  const checkSize = (): void => {
    if (state.type?.ok && checkFileSize(state.type.kind, state.size, limits)) state.refusal = tooLarge();
  };

  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      if (state.refusal) continue;
      state.size += chunk.length;
      if (state.type) await write(chunk);
      else {
        state.head.push(chunk);
        if (state.size >= SIGNATURE_BYTES) await decide();
      }
      checkSize();
    }
    if (!state.refusal && !state.type) await decide();
    if (!state.refusal && part.file.truncated) state.refusal = tooLarge();
    if (!state.refusal && state.size === 0) state.refusal = badRequest(MSG.fileTypeWrong);
    out.end();
    await finished(out);
  } catch (error) {
    out.destroy();
    await rm(tempPath, { force: true });
    throw error;
  }
  const { type, refusal, size } = state;
  if (refusal || !type?.ok) {
    await rm(tempPath, { force: true });
    throw refusal ?? badRequest(MSG.fileTypeWrong);
  }
  return {
    tempPath,
    fileName,
    sha256: sha256.digest('hex'),
    md5: md5.digest('hex'),
    size,
    format: type.format,
    kind: type.kind,
  };
}
