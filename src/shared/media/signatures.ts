import type { MediaFormat } from './media-formats';

/**
 * Recognises a file by its leading bytes, never by its name or the browser's word. Anything not
 * recognised (an executable, an SVG or HTML page named .jpg, text) is null.
 */

/** How many leading bytes a caller reads: enough to find an Ogg stream's codec header. */
export const SIGNATURE_BYTES = 512;

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((value, index) => bytes[offset + index] === value);
}

function contains(bytes: Uint8Array, expected: readonly number[]): boolean {
  for (let start = 0; start + expected.length <= bytes.length; start += 1) {
    if (startsWith(bytes, expected, start)) return true;
  }
  return false;
}

const readUint32LE = (bytes: Uint8Array, offset: number): number =>
  (bytes[offset] | (bytes[offset + 1] << 8) | (bytes[offset + 2] << 16)) + bytes[offset + 3] * 0x1000000;

/** BMP's two letters are common in text, so the DIB header size must be one of the real ones. */
const BMP_DIB_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

function isBmp(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('BM')) && bytes.length >= 18 && BMP_DIB_HEADER_SIZES.has(readUint32LE(bytes, 14))
  );
}

/** Old QuickTime files open with one of these atoms instead of `ftyp`. */
const QUICKTIME_LEADING_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip'].map(ascii);

function isoMediaFormat(bytes: Uint8Array): MediaFormat | null {
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    if (startsWith(bytes, ascii('qt  '), 8)) return 'mov';
    // Audio-only MPEG-4 (m4a, m4b) is not among the accepted formats.
    if (startsWith(bytes, ascii('M4A '), 8) || startsWith(bytes, ascii('M4B '), 8)) return null;
    return 'mp4';
  }
  return QUICKTIME_LEADING_ATOMS.some((atom) => startsWith(bytes, atom, 4)) ? 'mov' : null;
}

/** An Ogg file holds video when its first pages announce a Theora stream. */
function oggFormat(bytes: Uint8Array): MediaFormat {
  return contains(bytes, ascii('theora')) ? 'ogv' : 'oga';
}

/** MPEG audio frame sync: eleven set bits, then a version and a layer that are not reserved. */
function isMpegAudioFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 2 || bytes[0] !== 0xff || (bytes[1] & 0xe0) !== 0xe0) return false;
  const version = (bytes[1] >> 3) & 0b11;
  const layer = (bytes[1] >> 1) & 0b11;
  return version !== 0b01 && layer !== 0b00;
}

/** AAC in ADTS frames: twelve set bits, then layer 00. */
function isAdts(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xf6) === 0xf0;
}

export function detectFormat(bytes: Uint8Array): MediaFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (isBmp(bytes)) return 'bmp';
  if (startsWith(bytes, ascii('OggS'))) return oggFormat(bytes);
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WAVE'), 8)) return 'wav';
  if (startsWith(bytes, ascii('ID3')) || isMpegAudioFrame(bytes)) return 'mp3';
  if (isAdts(bytes)) return 'aac';
  return isoMediaFormat(bytes);
}
