/**
 * Small files with real leading bytes, for tests of the upload rules, the API and the browser:
 * one per accepted format, and the forgeries the product must refuse.
 */
const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

const base64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** A 1×1 PNG and GIF that browsers decode. */
export const PNG_1PX = base64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
export const GIF_1PX = base64('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==');

/** A width×height 24-bit BMP filled with one colour; a different colour gives a different file. */
export function bmp(width: number, height: number, rgb: [number, number, number]): Uint8Array {
  const rowBytes = Math.ceil((width * 3) / 4) * 4;
  const pixelBytes = rowBytes * height;
  const file = new Uint8Array(54 + pixelBytes);
  const view = new DataView(file.buffer);
  file.set([0x42, 0x4d]);
  view.setUint32(2, file.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true);
  view.setUint16(28, 24, true);
  view.setUint32(34, pixelBytes, true);
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      file.set([rgb[2], rgb[1], rgb[0]], 54 + row * rowBytes + column * 3);
    }
  }
  return file;
}

export const SAMPLE_HEADS = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  png: PNG_1PX,
  gif: GIF_1PX,
  bmp: bmp(2, 2, [255, 0, 0]),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41'),
  mov: bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  '),
  ogv: bytes('OggS', [0, 2], new Array(20).fill(0), [1, 42], [0x80], 'theora', [3, 2, 1]),
  oga: bytes('OggS', [0, 2], new Array(20).fill(0), [1, 30], [0x01], 'vorbis', [0, 0, 0, 0]),
  wav: bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', [16, 0, 0, 0, 1, 0, 1, 0]),
  mp3: bytes('ID3', [4, 0, 0, 0, 0, 0, 0]),
  mp3Frame: bytes([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]),
  aac: bytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]),
} as const;

export const FORGERIES = {
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff], 'This program cannot be run in DOS mode'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'),
  html: bytes('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  text: bytes('BM but only a text file about a bitmap, with no header at all'),
  m4a: bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 2, 0], 'M4A isom'),
} as const;
