// @vitest-environment jsdom
import '../test-support/jsdom-browser';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeAudioContext,
  fakeStream,
  installMicrophone,
  oneSecondOfTone,
  removeMicrophone,
} from '../test-support/fake-microphone';
import { Recorder } from './Recorder';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  removeMicrophone();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const renderRecorder = (onRecorded = vi.fn()) => {
  render(
    <App>
      <Recorder onRecorded={onRecorded} />
    </App>,
  );
  return onRecorded;
};

const clickStart = async () => {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /开始录音/ })));
};

/** Records `seconds` of tone through the fake microphone and stops. */
const recordSeconds = async (seconds: number) => {
  await clickStart();
  for (let s = 0; s < seconds; s++)
    for (const chunk of oneSecondOfTone()) FakeAudioContext.latest?.processor?.emit(chunk);
  fireEvent.click(screen.getByRole('button', { name: /停止录音/ }));
};

describe('Recorder messages', () => {
  it('says 此浏览器不支持录音 without a microphone API', async () => {
    renderRecorder();
    await clickStart();
    expect(screen.getByRole('alert')).toHaveTextContent('此浏览器不支持录音');
  });

  it('says 用户拒绝了录音权限 when permission is refused', async () => {
    installMicrophone(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    renderRecorder();
    await clickStart();
    expect(screen.getByRole('alert')).toHaveTextContent('用户拒绝了录音权限');
  });

  it('says 无法录音：{reason} when the microphone fails', async () => {
    installMicrophone(() =>
      Promise.reject(new DOMException('Could not start audio source', 'NotReadableError')),
    );
    renderRecorder();
    await clickStart();
    expect(screen.getByRole('alert')).toHaveTextContent('无法录音：麦克风被其他程序占用');
  });

  it('says 未采集到录音 when stopped before any sound arrived', async () => {
    installMicrophone(async () => fakeStream().stream);
    renderRecorder();
    await clickStart();
    expect(screen.getByText('录音中…')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /停止录音/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('未采集到录音');
  });
});

describe('Recorder recording and playback', () => {
  it('hands over a 16-bit 16000 Hz WAV and shows its length', async () => {
    installMicrophone(async () => fakeStream().stream);
    const onRecorded = renderRecorder();
    await recordSeconds(2);
    expect(screen.getByText('录音完成')).toBeInTheDocument();
    expect(onRecorded).toHaveBeenCalledWith({ blob: expect.any(Blob), durationSeconds: 2 });
    expect(onRecorded.mock.calls[0][0].blob.size).toBe(44 + 2 * 16000 * 2);
    expect(screen.getByRole('link', { name: /下载 WAV/ })).toHaveAttribute('href', 'blob:recording');
  });

  it('records 8 bit when 8 bit is chosen', async () => {
    installMicrophone(async () => fakeStream().stream);
    const onRecorded = renderRecorder();
    fireEvent.click(screen.getByText('8 bit'));
    await recordSeconds(1);
    expect(onRecorded.mock.calls[0][0].blob.size).toBe(44 + 16000);
  });

  it('moves the progress every 500 ms while playing, at half the chosen speed step', async () => {
    installMicrophone(async () => fakeStream().stream);
    renderRecorder();
    await recordSeconds(3);

    let audio: HTMLMediaElement | undefined;
    let now = 0;
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      audio = this;
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    vi.spyOn(HTMLMediaElement.prototype, 'currentTime', 'get').mockImplementation(() => now);
    vi.useFakeTimers();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '播放' })));
    expect(audio?.playbackRate).toBe(1);
    const position = screen.getByTestId('playback-position');

    now = 1.2;
    act(() => vi.advanceTimersByTime(499));
    expect(position).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(1));
    expect(position).toHaveTextContent('00:01');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '1.2');

    now = 2.4;
    act(() => vi.advanceTimersByTime(500));
    expect(position).toHaveTextContent('00:02');

    fireEvent.click(screen.getByText('1.5x'));
    expect(audio?.playbackRate).toBe(1.5);
    fireEvent.click(screen.getByText('0.5x'));
    expect(audio?.playbackRate).toBe(0.5);

    fireEvent.click(screen.getByRole('button', { name: '暂停' }));
    now = 2.9;
    act(() => vi.advanceTimersByTime(1000));
    expect(position).toHaveTextContent('00:02');
  });
});
