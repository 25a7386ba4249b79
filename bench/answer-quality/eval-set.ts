/**
 * The shape of a set the answer-quality eval (bench/eval-matcher.ts) runs. A set written by
 * someone else is a module exporting one of these (npm run eval:matcher -- path/to/set.ts).
 */
export interface QaEvalSet {
  name: string;
  /** A visitor's question and the standard question of the demo 展厅问答 pair that answers it. */
  paraphrases: readonly (readonly [asked: string, standard: string])[];
  /** Questions the library cannot answer: each should fall back. */
  unanswerable: readonly string[];
}

/** A question to the demo knowledge graph, of one kind, and words its answer must contain. */
export interface KgEvalQuestion {
  kind: string;
  question: string;
  expected: readonly string[];
}
