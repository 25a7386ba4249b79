/** Files are hashed 2 MB at a time, so memory stays flat whatever the file's size. */
export const HASH_SLICE_BYTES = 2 * 1024 * 1024;

/**
 * The next slice of the file being hashed. A slice done with may be given back, to be filled
 * again instead of a new one being made: fewer large buffers to collect on either thread.
 */
export type NextSlice = (giveBack?: ArrayBuffer) => Promise<ArrayBuffer>;
