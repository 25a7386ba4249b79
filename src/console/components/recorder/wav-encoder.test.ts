import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodeWav,
  joinChunks,
  resample,
  WAV_HEADER_BYTES,
  type WavBitDepth,
  wavDurationSeconds,
} from './wav-encoder';

const text = (view: DataView, offset: number, length: number) =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

const samplesArb = fc
  .array(fc.float({ min: -1, max: 1, noNaN: true }), { maxLength: 2000 })
  .map((values) => Float32Array.from(values));
const bitDepthArb = fc.constantFrom<WavBitDepth>(8, 16);
const rateArb = fc.constantFrom(8000, 16000, 22050, 44100, 48000);

const sine = (frequency: number, rate: number, seconds: number) =>
  Float32Array.from({ length: rate * seconds }, (_, i) => Math.sin((2 * Math.PI * frequency * i) / rate));

describe('encodeWav', () => {
  it('writes a valid RIFF/WAVE PCM mono header for any samples, rate and bit depth', () => {
    fc.assert(
      fc.property(samplesArb, rateArb, bitDepthArb, (samples, sampleRate, bitDepth) => {
        const view = new DataView(encodeWav(samples, { sampleRate, bitDepth }));
        const dataBytes = samples.length * (bitDepth / 8);
        expect(view.byteLength).toBe(WAV_HEADER_BYTES + dataBytes);
        expect(text(view, 0, 4)).toBe('RIFF');
        expect(view.getUint32(4, true)).toBe(36 + dataBytes);
        expect(text(view, 8, 8)).toBe('WAVEfmt ');
        expect(view.getUint32(16, true)).toBe(16);
        expect(view.getUint16(20, true)).toBe(1);
        expect(view.getUint16(22, true)).toBe(1);
        expect(view.getUint32(24, true)).toBe(sampleRate);
        expect(view.getUint32(28, true)).toBe(sampleRate * (bitDepth / 8));
        expect(view.getUint16(32, true)).toBe(bitDepth / 8);
        expect(view.getUint16(34, true)).toBe(bitDepth);
        expect(text(view, 36, 4)).toBe('data');
        expect(view.getUint32(40, true)).toBe(dataBytes);
      }),
    );
  });

  it('stores 8-bit samples unsigned, silence at 128', () => {
    const view = new DataView(
      encodeWav(Float32Array.from([0, 1, -1, 0.5, 2, -3]), { sampleRate: 16000, bitDepth: 8 }),
    );
    expect(Array.from({ length: 6 }, (_, i) => view.getUint8(WAV_HEADER_BYTES + i))).toEqual([
      128, 255, 0, 191, 255, 0,
    ]);
  });

  it('stores 16-bit samples signed little endian', () => {
    const bytes = new Uint8Array(
      encodeWav(Float32Array.from([0, 1, -1, 2]), { sampleRate: 16000, bitDepth: 16 }),
    );
    expect(Array.from(bytes.slice(WAV_HEADER_BYTES))).toEqual([
      0x00, 0x00, 0xff, 0x7f, 0x00, 0x80, 0xff, 0x7f,
    ]);
  });

  it('keeps the sign and order of every sample in both depths', () => {
    fc.assert(
      fc.property(samplesArb, (samples) => {
        const view8 = new DataView(encodeWav(samples, { sampleRate: 16000, bitDepth: 8 }));
        const view16 = new DataView(encodeWav(samples, { sampleRate: 16000, bitDepth: 16 }));
        samples.forEach((sample, i) => {
          expect(Math.abs(view8.getUint8(WAV_HEADER_BYTES + i) / 127.5 - 1 - sample)).toBeLessThanOrEqual(
            1 / 127.5,
          );
          expect(Math.abs(view16.getInt16(WAV_HEADER_BYTES + 2 * i, true) / 32767 - sample)).toBeLessThan(
            1e-4,
          );
        });
      }),
    );
  });

  it('tells its duration from its size', () => {
    const wav = encodeWav(new Float32Array(24000), { sampleRate: 16000, bitDepth: 16 });
    expect(wavDurationSeconds(wav.byteLength, { sampleRate: 16000, bitDepth: 16 })).toBe(1.5);
  });
});

describe('resample', () => {
  it('gives length × 16000 / context rate samples', () => {
    fc.assert(
      fc.property(samplesArb, rateArb, (samples, fromRate) => {
        expect(resample(samples, fromRate, 16000)).toHaveLength(
          Math.floor((samples.length * 16000) / fromRate),
        );
      }),
    );
  });

  it('keeps a constant signal constant', () => {
    fc.assert(
      fc.property(fc.float({ min: -1, max: 1, noNaN: true }), rateArb, (level, fromRate) => {
        for (const sample of resample(new Float32Array(fromRate / 10).fill(level), fromRate, 16000)) {
          expect(sample).toBeCloseTo(level, 5);
        }
      }),
    );
  });

  it('turns a 48 kHz tone into the same tone at 16 kHz', () => {
    const output = resample(sine(440, 48000, 1), 48000, 16000);
    // The 3-sample average shifts the tone by one input sample and damps it by under 2%.
    const shifted = Float32Array.from({ length: 16000 }, (_, i) =>
      Math.sin((2 * Math.PI * 440 * (3 * i + 1)) / 48000),
    );
    expect(output).toHaveLength(16000);
    for (const [i, sample] of output.entries()) expect(Math.abs(sample - shifted[i])).toBeLessThan(0.02);
  });

  it('interpolates when the context rate is below 16000', () => {
    expect(Array.from(resample(Float32Array.from([0, 1, 0, -1]), 8000, 16000))).toEqual([
      0, 0.5, 1, 0.5, 0, -0.5, -1, -1,
    ]);
  });

  it('joins chunks in order', () => {
    expect(
      Array.from(joinChunks([Float32Array.from([1, 2]), new Float32Array(0), Float32Array.from([3])])),
    ).toEqual([1, 2, 3]);
  });
});
