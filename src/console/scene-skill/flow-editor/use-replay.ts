import { useEffect, useMemo, useState } from 'react';

const STEP_MS = 500;

/** A run's path played back step by step: the prefix shown so far grows until the whole path is drawn. */
export function useReplay() {
  const [run, setRun] = useState<{ id: string; path: string[] } | null>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!run || shown >= run.path.length) return;
    const timer = setTimeout(() => setShown((count) => count + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [run, shown]);
  const path = useMemo(() => (run ? run.path.slice(0, shown) : []), [run, shown]);
  return {
    replaying: run?.id ?? null,
    path,
    replay: (next: { id: string; path: string[] }) => {
      setRun(next);
      setShown(1);
    },
    stop: () => setRun(null),
  };
}
