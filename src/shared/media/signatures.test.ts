import { describe, expect, it } from 'vitest';
import { detectFormat } from './signatures';
import { FORGERIES, SAMPLE_HEADS } from './test-support/sample-files';

describe('detectFormat', () => {
  it.each([
    ['jpeg', SAMPLE_HEADS.jpeg],
    ['png', SAMPLE_HEADS.png],
    ['gif', SAMPLE_HEADS.gif],
    ['bmp', SAMPLE_HEADS.bmp],
    ['mp4', SAMPLE_HEADS.mp4],
    ['mov', SAMPLE_HEADS.mov],
    ['ogv', SAMPLE_HEADS.ogv],
    ['oga', SAMPLE_HEADS.oga],
    ['wav', SAMPLE_HEADS.wav],
    ['mp3', SAMPLE_HEADS.mp3],
    ['mp3', SAMPLE_HEADS.mp3Frame],
    ['aac', SAMPLE_HEADS.aac],
  ] as const)('recognises %s by its leading bytes', (format, head) => {
    expect(detectFormat(head)).toBe(format);
  });

  it('recognises a QuickTime file that opens with a moov atom', () => {
    expect(detectFormat(Uint8Array.from([0, 0, 0, 8, 0x6d, 0x6f, 0x6f, 0x76]))).toBe('mov');
  });

  it.each(Object.entries(FORGERIES))('refuses %s', (_name, head) => {
    expect(detectFormat(head)).toBeNull();
  });

  it('refuses empty and truncated heads', () => {
    expect(detectFormat(new Uint8Array())).toBeNull();
    expect(detectFormat(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(detectFormat(Uint8Array.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });
});
