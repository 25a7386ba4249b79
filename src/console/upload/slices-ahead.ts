import type { NextSlice } from './hash-slices';

/**
 * A file's slices in order, each `sliceBytes` long but the last, read from the moment this is
 * called and always `depth` slices ahead of the one asked for. The bytes are read straight into
 * the slices' buffers (a byte stream read into buffers of its reader's own) and buffers given
 * back are filled again.
 */
export function slicesAhead(blob: Blob, sliceBytes: number, depth: number): NextSlice {
  const reader = blob.stream().getReader({ mode: 'byob' });
  const spare: ArrayBuffer[] = [];
  const ahead: Promise<ArrayBuffer>[] = [];
  let unread = blob.size;
  // A stream reads one thing at a time: each slice is read after the one before it.
  let previous: Promise<unknown> = Promise.resolve();

  const fill = async (empty: ArrayBuffer, length: number): Promise<ArrayBuffer> => {
    let buffer = empty;
    for (let filled = 0; filled < length; ) {
      const { done, value } = await reader.read(new Uint8Array(buffer, filled, length - filled));
      if (done || !value) throw new Error('the file ended before its size');
      buffer = value.buffer as ArrayBuffer;
      filled += value.byteLength;
    }
    return length === buffer.byteLength ? buffer : buffer.slice(0, length);
  };
  const readNext = () => {
    if (unread === 0) return;
    const length = Math.min(sliceBytes, unread);
    unread -= length;
    const empty = spare.pop() ?? new ArrayBuffer(sliceBytes);
    const slice = previous.then(() => fill(empty, length));
    previous = slice.catch(() => undefined);
    ahead.push(slice);
  };
  for (let slice = 0; slice < depth; slice += 1) readNext();

  return (giveBack) => {
    if (giveBack?.byteLength === sliceBytes) spare.push(giveBack);
    const slice = ahead.shift() ?? Promise.reject(new Error('no slice left to read'));
    readNext();
    return slice;
  };
}
