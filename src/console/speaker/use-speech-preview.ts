import { useCallback, useEffect, useState } from 'react';
import { PITCH_RANGE, type SpeakerTuning, voiceOf } from '../../shared/api/speakers';

/** What the browser can do for 试听: speak, or not (no speech engine, or no Chinese voice). */
export type PreviewSupport = 'checking' | 'available' | 'no-voice';

const synthesis = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

const chineseVoices = (): SpeechSynthesisVoice[] =>
  synthesis()
    ?.getVoices()
    .filter((voice) => voice.lang.toLowerCase().startsWith('zh')) ?? [];

/**
 * 试听 with the browser's own speech engine: an approximation of the platform's voice (robots
 * speak with the platform's TTS). Voices load asynchronously in some browsers, so support is
 * settled when they arrive; without a Chinese voice there is nothing to preview with.
 */
export function useSpeechPreview() {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(null);
  const [speaking, setSpeaking] = useState(false);

  useEffect(() => {
    const engine = synthesis();
    if (!engine) {
      setVoices([]);
      return;
    }
    const load = () => setVoices(chineseVoices());
    load();
    engine.addEventListener('voiceschanged', load);
    // Browsers that never announce their voices have none to give.
    const settle = window.setTimeout(() => setVoices((current) => current ?? []), 1500);
    return () => {
      engine.removeEventListener('voiceschanged', load);
      window.clearTimeout(settle);
      engine.cancel();
    };
  }, []);

  const stop = useCallback(() => {
    synthesis()?.cancel();
    setSpeaking(false);
  }, []);

  const speak = useCallback(
    (tuning: Pick<SpeakerTuning, 'voice' | 'speed' | 'pitch' | 'volume'>, text: string) => {
      const engine = synthesis();
      if (!engine || !voices?.length) return;
      engine.cancel();
      const lang = voiceOf(tuning.voice)?.lang ?? 'zh-CN';
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voices.find((voice) => voice.lang === lang) ?? voices[0];
      utterance.lang = utterance.voice.lang;
      utterance.rate = tuning.speed;
      // The browser's pitch runs 0–2 around 1; ours −50–50 around 0.
      utterance.pitch = 1 + tuning.pitch / PITCH_RANGE.max;
      utterance.volume = tuning.volume / 100;
      utterance.onend = () => setSpeaking(false);
      utterance.onerror = () => setSpeaking(false);
      setSpeaking(true);
      engine.speak(utterance);
    },
    [voices],
  );

  const support: PreviewSupport = voices === null ? 'checking' : voices.length > 0 ? 'available' : 'no-voice';
  return { support, speaking, speak, stop };
}
