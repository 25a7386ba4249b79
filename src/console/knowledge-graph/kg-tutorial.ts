import { useCallback, useState } from 'react';

/**
 * The knowledge graph's tutorial flags (spec section 2, screen piece 8), kept in localStorage
 * under exactly these names. A flag is true (its guide shows) until the guide is finished or
 * skipped; then it is stored as false.
 */
export const KG_TUTORIAL_FLAGS = [
  'tConceptFlag',
  'tConceptCreateFlag',
  'tConceptModifyFlag',
  'tEntityFlag',
  'tEntityCreateFlag',
  'tEntityModifyFlag',
] as const;
export type KgTutorialFlag = (typeof KG_TUTORIAL_FLAGS)[number];

export function readTutorialFlag(name: KgTutorialFlag): boolean {
  try {
    return localStorage.getItem(name) !== 'false';
  } catch {
    return false;
  }
}

export function writeTutorialFlag(name: KgTutorialFlag, value: boolean): void {
  try {
    localStorage.setItem(name, String(value));
  } catch {
    // Storage disabled: the guide may show again on the next visit.
  }
}

/** A guide's flag: whether to show it now, and `done` to remember it was seen. */
export function useTutorialFlag(name: KgTutorialFlag) {
  const [pending, setPending] = useState(() => readTutorialFlag(name));
  const done = useCallback(() => {
    writeTutorialFlag(name, false);
    setPending(false);
  }, [name]);
  return { pending, done };
}
