import { useEffect, useRef, useState } from 'react';
import { DEFAULT_SPEED_STEP, PLAYBACK_TICK_MS, type PlaybackSpeedStep, playbackRateFor } from './playback';

/** Plays a recorded blob through an audio element; the position is read every 500 ms. */
export function useRecordingPlayback(blob: Blob) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [url, setUrl] = useState('');
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [speedStep, setSpeedStep] = useState<PlaybackSpeedStep>(DEFAULT_SPEED_STEP);

  useEffect(() => {
    const objectUrl = URL.createObjectURL(blob);
    const audio = new Audio(objectUrl);
    const onEnded = () => {
      setPlaying(false);
      setPosition(0);
    };
    audio.addEventListener('ended', onEnded);
    audioRef.current = audio;
    setUrl(objectUrl);
    setPlaying(false);
    setPosition(0);
    return () => {
      audio.removeEventListener('ended', onEnded);
      audio.pause();
      // Stop loading before the address is revoked, or the element reports a missing file.
      audio.removeAttribute('src');
      audio.load();
      audioRef.current = null;
      URL.revokeObjectURL(objectUrl);
    };
  }, [blob]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setPosition(audioRef.current?.currentTime ?? 0), PLAYBACK_TICK_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const toggle = async () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      setPlaying(false);
      return;
    }
    audio.playbackRate = playbackRateFor(speedStep);
    setPlaying(true);
    try {
      await audio.play();
    } catch {
      setPlaying(false);
    }
  };

  const changeSpeed = (step: PlaybackSpeedStep) => {
    setSpeedStep(step);
    if (audioRef.current) audioRef.current.playbackRate = playbackRateFor(step);
  };

  const seek = (seconds: number) => {
    if (audioRef.current) audioRef.current.currentTime = seconds;
    setPosition(seconds);
  };

  return { url, playing, position, speedStep, changeSpeed, toggle, seek };
}
