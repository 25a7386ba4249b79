import { useCallback, useEffect, useRef, useState } from 'react';
import { countdownStart } from './countdown';

/** A one-second countdown; `start` begins at 120 the first time and 60 afterwards. */
export function useCountdown(): { remaining: number; counting: boolean; start: () => void } {
  const [remaining, setRemaining] = useState(0);
  const hasRun = useRef(false);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const start = useCallback(() => {
    setRemaining(countdownStart(hasRun.current));
    hasRun.current = true;
  }, []);

  return { remaining, counting: remaining > 0, start };
}
