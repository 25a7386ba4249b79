/** Saves a blob as a file through a temporary link (the browser's download). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; keep the address a moment for slow starts, then free it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const RESERVED = new Set('\\/:*?"<>|');

/** A file name without the characters file systems refuse (reserved ones and control codes). */
export function safeFileName(name: string): string {
  const kept = [...name].map((char) => (RESERVED.has(char) || char.charCodeAt(0) < 32 ? '_' : char)).join('');
  return kept.trim() || '页面';
}
