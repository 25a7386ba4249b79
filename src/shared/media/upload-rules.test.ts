import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { acceptAttribute, extensionOf, kindsOfExtension } from './media-formats';
import { FORGERIES, SAMPLE_HEADS } from './test-support/sample-files';
import {
  checkFileCount,
  checkFileSize,
  checkFileType,
  DEFAULT_MAX_BYTES,
  needsRecompression,
  RECOMPRESS_THRESHOLD_BYTES,
  recompressQuality,
  sizeLimits,
} from './upload-rules';

const MB = 1024 * 1024;

describe('file names', () => {
  it('reads the extension in lower case', () => {
    expect(extensionOf('展厅/Photo.JPG')).toBe('.jpg');
    expect(extensionOf('archive.tar.gz')).toBe('.gz');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('knows the extensions of every kind, .ogg being both video and audio', () => {
    expect(kindsOfExtension('.jpeg')).toEqual(['image']);
    expect(kindsOfExtension('.mov')).toEqual(['video']);
    expect(kindsOfExtension('.ogg')).toEqual(['video', 'audio']);
    expect(kindsOfExtension('.svg')).toEqual([]);
    expect(acceptAttribute(['image', 'video'])).toBe('.jpg,.png,.jpeg,.gif,.bmp,.mp4,.ogg,.mov');
  });
});

describe('checkFileType', () => {
  it('accepts a file whose name and leading bytes agree on the kind', () => {
    expect(checkFileType('a.png', SAMPLE_HEADS.png, ['image'])).toEqual({
      ok: true,
      format: 'png',
      kind: 'image',
    });
    expect(checkFileType('clip.MOV', SAMPLE_HEADS.mov, ['image', 'video'])).toEqual({
      ok: true,
      format: 'mov',
      kind: 'video',
    });
    expect(checkFileType('song.ogg', SAMPLE_HEADS.oga, ['audio'])).toMatchObject({ ok: true, kind: 'audio' });
    expect(checkFileType('film.ogg', SAMPLE_HEADS.ogv, ['video'])).toMatchObject({ ok: true, kind: 'video' });
  });

  it('accepts a picture named after another picture format and reports its real format', () => {
    expect(checkFileType('really-a-png.jpg', SAMPLE_HEADS.png, ['image'])).toMatchObject({ format: 'png' });
  });

  it.each([
    ['an executable renamed .png', 'setup.png', FORGERIES.exe],
    ['an SVG named .jpg', 'logo.jpg', FORGERIES.svg],
    ['an HTML page named .gif', 'page.gif', FORGERIES.html],
    ['a video named .png', 'clip.png', SAMPLE_HEADS.mp4],
    ['an SVG with its own name', 'logo.svg', FORGERIES.svg],
    ['a picture without an extension', 'photo', SAMPLE_HEADS.jpeg],
    ['an Ogg audio file offered as video', 'song.ogg', SAMPLE_HEADS.oga],
  ])('refuses %s with 文件类型错误', (_case, name, head) => {
    const allowed = name === 'song.ogg' ? (['video'] as const) : (['image', 'video'] as const);
    expect(checkFileType(name, head, allowed)).toEqual({ ok: false, message: MSG.fileTypeWrong });
  });

  it('refuses a kind the caller does not allow', () => {
    expect(checkFileType('clip.mp4', SAMPLE_HEADS.mp4, ['image'])).toEqual({
      ok: false,
      message: '文件类型错误',
    });
  });
});

describe('size, count and recompression', () => {
  it('limits every kind to 2 MB by default, settable at once or per kind', () => {
    expect(sizeLimits()).toEqual({ image: 2 * MB, video: 2 * MB, audio: 2 * MB });
    expect(sizeLimits(5 * MB)).toEqual({ image: 5 * MB, video: 5 * MB, audio: 5 * MB });
    expect(sizeLimits({ video: 200 * MB })).toEqual({
      image: DEFAULT_MAX_BYTES,
      video: 200 * MB,
      audio: 2 * MB,
    });
  });

  it('says 文件大小超出限制 only above the limit', () => {
    const limits = sizeLimits();
    expect(checkFileSize('image', 2 * MB, limits)).toBeNull();
    expect(checkFileSize('image', 2 * MB + 1, limits)).toBe('文件大小超出限制');
  });

  it('says 超出最大限制数：{n} above the count, which defaults to 1', () => {
    expect(checkFileCount(1)).toBeNull();
    expect(checkFileCount(2)).toBe('超出最大限制数：1');
    expect(checkFileCount(9, 8)).toBe('超出最大限制数：8');
  });

  it('recompresses still pictures over 512000 bytes and nothing else', () => {
    expect(needsRecompression('jpeg', RECOMPRESS_THRESHOLD_BYTES)).toBe(false);
    expect(needsRecompression('jpeg', RECOMPRESS_THRESHOLD_BYTES + 1)).toBe(true);
    expect(needsRecompression('png', 3 * MB)).toBe(true);
    expect(needsRecompression('gif', 3 * MB)).toBe(false);
    expect(needsRecompression('mp4', 3 * MB)).toBe(false);
  });

  it('uses quality 0.3 unless a quality between 0 and 1 is given', () => {
    expect(recompressQuality()).toBe(0.3);
    expect(recompressQuality(0.8)).toBe(0.8);
    expect(recompressQuality(0)).toBe(0);
    expect(recompressQuality(1.5)).toBe(0.3);
    expect(recompressQuality(Number.NaN)).toBe(0.3);
  });
});
