// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  FakeAudioContext,
  fakeStream,
  installMicrophone,
  oneSecondOfTone,
  removeMicrophone,
} from '../test-support/fake-microphone';
import { createAudioRecorder } from './audio-recorder';

afterEach(removeMicrophone);

const denied = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));

describe('createAudioRecorder', () => {
  it('says 此浏览器不支持录音 without getUserMedia or without AudioContext', async () => {
    await expect(createAudioRecorder().start()).rejects.toThrow('此浏览器不支持录音');
    installMicrophone(async () => fakeStream().stream, false);
    await expect(createAudioRecorder().start()).rejects.toThrow('此浏览器不支持录音');
  });

  it('says 用户拒绝了录音权限 when the microphone is refused', async () => {
    installMicrophone(denied);
    await expect(createAudioRecorder().start()).rejects.toThrow('用户拒绝了录音权限');
  });

  it('says 无法录音：{reason} for other microphone failures', async () => {
    installMicrophone(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    await expect(createAudioRecorder().start()).rejects.toThrow('无法录音：未找到麦克风');
    installMicrophone(() => Promise.reject(new Error('device busy')));
    await expect(createAudioRecorder().start()).rejects.toThrow('无法录音：device busy');
  });

  it('says 未开始录音 when stopped before starting', () => {
    expect(() => createAudioRecorder().stop()).toThrow('未开始录音');
  });

  it('says 未采集到录音 when no sound arrived, and releases the microphone', async () => {
    const { stream, track } = fakeStream();
    installMicrophone(async () => stream);
    const recorder = createAudioRecorder();
    await recorder.start();
    expect(() => recorder.stop()).toThrow('未采集到录音');
    expect(track.stop).toHaveBeenCalled();
    expect(FakeAudioContext.latest?.closed).toBe(true);
  });

  it('records 16-bit 16000 Hz WAV through a 4096-sample buffer', async () => {
    installMicrophone(async () => fakeStream().stream);
    const recorder = createAudioRecorder();
    await recorder.start();
    const processor = FakeAudioContext.latest?.processor;
    expect(processor?.bufferSize).toBe(4096);
    for (const chunk of oneSecondOfTone()) processor?.emit(chunk);
    expect(recorder.elapsedSeconds).toBe(1);
    expect(recorder.level).toBeGreaterThan(0);
    const { blob, durationSeconds } = recorder.stop();
    expect(blob.type).toBe('audio/wav');
    expect(blob.size).toBe(44 + 16000 * 2);
    expect(durationSeconds).toBe(1);
    const header = new DataView(await blob.arrayBuffer());
    expect(header.getUint32(24, true)).toBe(16000);
    expect(header.getUint16(34, true)).toBe(16);
  });

  it('records 8-bit WAV when asked', async () => {
    installMicrophone(async () => fakeStream().stream);
    const recorder = createAudioRecorder({ bitDepth: 8 });
    await recorder.start();
    for (const chunk of oneSecondOfTone()) FakeAudioContext.latest?.processor?.emit(chunk);
    const { blob } = recorder.stop();
    expect(blob.size).toBe(44 + 16000);
    expect(recorder.recording).toBe(false);
  });
});
