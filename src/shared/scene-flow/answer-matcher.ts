import type { AskBranch } from './scene-flow-schema';

/** Punctuation and spaces say nothing about which answer was meant. */
const normalise = (text: string) => text.toLowerCase().replace(/[\s\p{P}\p{S}]/gu, '');

/**
 * The branch an answer means: the one with an example the answer contains (or that contains the
 * whole answer), the longest such example winning, so 「我要取钱」 takes 取钱 over 要. The editor's
 * simulation and the robots use it alike; null is the fallback branch.
 */
export function matchAnswer(text: string, branches: AskBranch[]): string | null {
  const answer = normalise(text);
  if (answer === '') return null;
  let best: { id: string; length: number } | null = null;
  for (const branch of branches) {
    for (const example of branch.examples.map(normalise)) {
      if (example === '' || !(answer.includes(example) || example.includes(answer))) continue;
      if (!best || example.length > best.length) best = { id: branch.id, length: example.length };
    }
  }
  return best?.id ?? null;
}
