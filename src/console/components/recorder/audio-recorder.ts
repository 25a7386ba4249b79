import { MSG } from '../../../shared/messages';
import { encodeWav, joinChunks, resample, type WavBitDepth, wavDurationSeconds } from './wav-encoder';

/** Recorder defaults of project-areas spec section 9: wav, 16 bit, 16000 Hz, buffer 4096. */
export const RECORDER_DEFAULTS = { bitDepth: 16, sampleRate: 16000, bufferSize: 4096 } as const;
export const RECORDER_BIT_DEPTHS: readonly WavBitDepth[] = [8, 16];

export interface RecorderOptions {
  bitDepth?: WavBitDepth;
  sampleRate?: number;
  bufferSize?: number;
}

export interface Recording {
  blob: Blob;
  durationSeconds: number;
}

/** A recording failure; its message is one of the spec's recording texts. */
export class RecorderError extends Error {
  override name = 'RecorderError';
}

/** Chinese reasons for the microphone errors a person can act on; others keep the browser's words. */
const MICROPHONE_REASONS: Record<string, string> = {
  NotFoundError: '未找到麦克风',
  NotReadableError: '麦克风被其他程序占用',
  OverconstrainedError: '麦克风不支持当前录音参数',
  AbortError: '麦克风启动被中断',
};
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError']);

const toRecorderError = (error: unknown): RecorderError => {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (DENIED.has(name)) return new RecorderError(MSG.recordPermissionDenied);
  const reason =
    MICROPHONE_REASONS[name] ?? (error instanceof Error && error.message ? error.message : String(error));
  return new RecorderError(MSG.recordFailed(reason));
};

type AudioContextClass = typeof AudioContext;

const audioContextClass = (): AudioContextClass | undefined =>
  globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;

export const isRecordingSupported = (): boolean =>
  typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && !!audioContextClass();

interface Session {
  stream: MediaStream;
  context: AudioContext;
  source: MediaStreamAudioSourceNode;
  processor: ScriptProcessorNode;
  chunks: Float32Array[];
  level: number;
}

/**
 * Microphone capture to WAV: getUserMedia feeds an AudioContext whose ScriptProcessor hands over
 * buffers of `bufferSize` samples; stopping resamples them to `sampleRate` and encodes them.
 */
export function createAudioRecorder(options: RecorderOptions = {}) {
  const { bitDepth, sampleRate, bufferSize } = { ...RECORDER_DEFAULTS, ...options };
  let session: Session | null = null;

  const release = (current: Session) => {
    current.processor.onaudioprocess = null;
    current.source.disconnect();
    current.processor.disconnect();
    for (const track of current.stream.getTracks()) track.stop();
    void current.context.close();
  };

  return {
    get recording(): boolean {
      return session !== null;
    },

    /** Seconds captured so far. */
    get elapsedSeconds(): number {
      if (!session) return 0;
      return session.chunks.reduce((total, chunk) => total + chunk.length, 0) / session.context.sampleRate;
    },

    /** Loudness of the latest buffer, 0 to 1, for a level meter. */
    get level(): number {
      return session?.level ?? 0;
    },

    async start(): Promise<void> {
      const AudioContextOfBrowser = audioContextClass();
      if (!isRecordingSupported() || !AudioContextOfBrowser) throw new RecorderError(MSG.recordUnsupported);
      if (session) return;
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      } catch (error) {
        throw toRecorderError(error);
      }
      try {
        const context = new AudioContextOfBrowser();
        const source = context.createMediaStreamSource(stream);
        const processor = context.createScriptProcessor(bufferSize, 1, 1);
        const current: Session = { stream, context, source, processor, chunks: [], level: 0 };
        processor.onaudioprocess = (event) => {
          const chunk = new Float32Array(event.inputBuffer.getChannelData(0));
          current.chunks.push(chunk);
          current.level = Math.min(
            1,
            Math.sqrt(chunk.reduce((sum, s) => sum + s * s, 0) / (chunk.length || 1)) * 4,
          );
        };
        source.connect(processor);
        // A ScriptProcessor only runs while connected to the output; it writes silence there.
        processor.connect(context.destination);
        session = current;
      } catch (error) {
        for (const track of stream.getTracks()) track.stop();
        throw toRecorderError(error);
      }
    },

    /** Ends the capture and returns the WAV; 未开始录音 before start, 未采集到录音 with no sound. */
    stop(): Recording {
      if (!session) throw new RecorderError(MSG.recordNotStarted);
      const current = session;
      session = null;
      release(current);
      const samples = joinChunks(current.chunks);
      if (samples.length === 0) throw new RecorderError(MSG.recordEmpty);
      const format = { sampleRate, bitDepth };
      const wav = encodeWav(resample(samples, current.context.sampleRate, sampleRate), format);
      return {
        blob: new Blob([wav], { type: 'audio/wav' }),
        durationSeconds: wavDurationSeconds(wav.byteLength, format),
      };
    },

    /** Drops a running capture without a result (leaving the page, unmounting). */
    cancel(): void {
      if (session) release(session);
      session = null;
    },
  };
}
