import { HOT_WORD_FILE_EXTENSION, HOT_WORD_FILE_MAX_BYTES } from '../../shared/api/hot-words';
import { MSG } from '../../shared/messages';

/** The spec's upload refusals, said before a byte is sent (the server checks the same again). */
export function wordFileProblem(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith(HOT_WORD_FILE_EXTENSION)) return MSG.fileTypeWrong;
  if (file.size === 0) return MSG.fileTypeWrong;
  if (file.size > HOT_WORD_FILE_MAX_BYTES) return MSG.fileTooLarge;
  return null;
}

/** 1.2 KB, 340 B: the size of a word file as people read it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
