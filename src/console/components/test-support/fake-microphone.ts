/**
 * A stand-in microphone for tests only: jsdom has neither getUserMedia nor AudioContext. Tests
 * install it, push sample buffers through the latest ScriptProcessor, and remove it afterwards.
 */
import { vi } from 'vitest';

export class FakeScriptProcessor {
  onaudioprocess:
    | ((event: { inputBuffer: { getChannelData: (channel: number) => Float32Array } }) => void)
    | null = null;
  constructor(readonly bufferSize: number) {}
  connect = vi.fn();
  disconnect = vi.fn();
  /** Delivers one buffer as the browser would. */
  emit(samples: Float32Array) {
    this.onaudioprocess?.({ inputBuffer: { getChannelData: () => samples } });
  }
}

export class FakeAudioContext {
  static latest: FakeAudioContext | null = null;
  readonly sampleRate = 48000;
  readonly destination = {};
  processor: FakeScriptProcessor | null = null;
  closed = false;
  constructor() {
    FakeAudioContext.latest = this;
  }
  createMediaStreamSource() {
    return { connect: vi.fn(), disconnect: vi.fn() };
  }
  createScriptProcessor(bufferSize: number) {
    this.processor = new FakeScriptProcessor(bufferSize);
    return this.processor;
  }
  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

export const fakeStream = () => {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } };
};

/** Installs a microphone whose getUserMedia does what `getUserMedia` says. */
export const installMicrophone = (getUserMedia: () => Promise<unknown>, withAudioContext = true) => {
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia) },
  });
  if (withAudioContext) vi.stubGlobal('AudioContext', FakeAudioContext);
};

export const removeMicrophone = () => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  FakeAudioContext.latest = null;
};

/** One second of a 440 Hz tone at the fake context's 48 kHz, in 4096-sample buffers. */
export const oneSecondOfTone = (): Float32Array[] => {
  const all = Float32Array.from({ length: 48000 }, (_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 48000));
  const chunks: Float32Array[] = [];
  for (let offset = 0; offset < all.length; offset += 4096) chunks.push(all.slice(offset, offset + 4096));
  return chunks;
};
