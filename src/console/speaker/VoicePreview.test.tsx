// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VoicePreview } from './VoicePreview';

const TUNING = { voice: 'xiaoxiao', speed: 1.5, pitch: 25, volume: 60 } as const;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** A browser speech engine holding `voices`; it records what it was asked to say. */
function stubSpeech(voices: { lang: string; name: string }[]) {
  const spoken: SpeechSynthesisUtterance[] = [];
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (utterance: SpeechSynthesisUtterance) => spoken.push(utterance),
    cancel: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      voice: unknown = null;
      lang = '';
      rate = 1;
      pitch = 1;
      volume = 1;
      constructor(public text: string) {}
    },
  );
  return spoken;
}

describe('VoicePreview', () => {
  it('says preview needs a browser voice when there is no Chinese one, offering no button', () => {
    vi.useFakeTimers();
    stubSpeech([{ lang: 'en-US', name: 'English' }]);
    render(<VoicePreview tuning={TUNING} text="您好" />);
    expect(screen.getByText('当前浏览器没有可用的中文语音，无法试听')).toBeTruthy();
    expect(screen.getByText(/机器人播报时由平台的语音合成服务/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('speaks the sample text with a Chinese voice at the tuned speed, pitch and volume', () => {
    const spoken = stubSpeech([{ lang: 'zh-CN', name: '中文' }]);
    render(<VoicePreview tuning={TUNING} text="您好，欢迎光临" />);
    act(() => fireEvent.click(screen.getByRole('button', { name: /试\s?听/ })));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({
      text: '您好，欢迎光临',
      lang: 'zh-CN',
      rate: 1.5,
      pitch: 1.5,
      volume: 0.6,
    });
    expect(screen.getByRole('button', { name: /停止试听/ })).toBeTruthy();
  });
});
