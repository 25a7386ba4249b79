import { useEffect, useState } from 'react';

/**
 * The index of the slide to show: it advances after each slide's own duration and wraps around.
 * Restarts from the first slide when the number of slides changes.
 */
export function useCycle(durations: readonly number[]): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  const count = durations.length;
  const current = count === 0 ? 0 : index % count;
  const duration = durations[current] ?? 0;
  useEffect(() => {
    if (count < 2 || duration <= 0) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), duration);
    return () => clearTimeout(timer);
  }, [current, count, duration]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a different number of slides starts over
  useEffect(() => setIndex(0), [count]);
  return [current, setIndex];
}
