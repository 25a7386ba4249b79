/** WAV (RIFF, PCM, mono) encoding of captured samples: pure, so it is tested on generated audio. */

export type WavBitDepth = 8 | 16;

export interface WavFormat {
  sampleRate: number;
  bitDepth: WavBitDepth;
}

export const WAV_HEADER_BYTES = 44;

/** Chunks as the audio graph delivers them, joined into one signal. */
export const joinChunks = (chunks: readonly Float32Array[]): Float32Array => {
  const joined = new Float32Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
};

/**
 * From the audio context's rate to the recording rate. Going down, each output sample averages
 * the input samples it covers (a cheap low-pass against aliasing); going up, it interpolates.
 */
export const resample = (samples: Float32Array, fromRate: number, toRate: number): Float32Array => {
  if (fromRate === toRate) return samples.slice();
  const ratio = fromRate / toRate;
  const output = new Float32Array(Math.floor(samples.length / ratio));
  for (let i = 0; i < output.length; i++) {
    const start = i * ratio;
    if (ratio > 1) {
      const first = Math.floor(start);
      const end = Math.min(Math.floor(start + ratio), samples.length);
      let sum = 0;
      for (let j = first; j < end; j++) sum += samples[j];
      output[i] = sum / Math.max(end - first, 1);
    } else {
      const before = Math.floor(start);
      const after = Math.min(before + 1, samples.length - 1);
      const weight = start - before;
      output[i] = samples[before] * (1 - weight) + samples[after] * weight;
    }
  }
  return output;
};

const clamp = (sample: number): number => Math.max(-1, Math.min(1, sample));

const writeText = (view: DataView, offset: number, text: string) => {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
};

/** Mono PCM WAV: 8-bit samples are unsigned (silence 128), 16-bit ones signed little endian. */
export const encodeWav = (samples: Float32Array, { sampleRate, bitDepth }: WavFormat): ArrayBuffer => {
  const bytesPerSample = bitDepth / 8;
  const dataBytes = samples.length * bytesPerSample;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  writeText(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeText(view, 8, 'WAVE');
  writeText(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * bytesPerSample, true); // byte rate
  view.setUint16(32, bytesPerSample, true); // block align
  view.setUint16(34, bitDepth, true);
  writeText(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  samples.forEach((raw, i) => {
    const sample = clamp(raw);
    const offset = WAV_HEADER_BYTES + i * bytesPerSample;
    if (bitDepth === 8) view.setUint8(offset, Math.round((sample + 1) * 127.5));
    else view.setInt16(offset, Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), true);
  });
  return buffer;
};

/** Seconds of audio a WAV of this format holds. */
export const wavDurationSeconds = (byteLength: number, { sampleRate, bitDepth }: WavFormat): number =>
  (byteLength - WAV_HEADER_BYTES) / (bitDepth / 8) / sampleRate;
