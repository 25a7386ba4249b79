import { CoverageIndex, type IndexedText } from './coverage-index';
import type { DictionaryScanner } from './dictionary-scanner';
import type { SnapshotIntent } from './knowledge-snapshot';
import { readQuestion, slotTerm } from './question-reader';
import { termWeight } from './term-weights';
import { SLOT_MARK, termsOf } from './terms';

export interface IntentCandidate {
  intent: SnapshotIntent;
  /** The example utterance that scored best, as written. */
  example: { text: string; spans: SnapshotIntent['examples'][number]['spans'] };
  score: number;
  matchedTerms: string[];
}

/** An example with each slot span written as a slot mark: what any entry of the slot's dictionary fills. */
function templateOf(example: SnapshotIntent['examples'][number], dictionaryOfSlot: Map<string, string>) {
  let text = example.text;
  const slotTerms: string[] = [];
  const spans = [...example.spans].sort((a, b) => b.start - a.start);
  for (const span of spans) {
    const dictionaryId = dictionaryOfSlot.get(span.slot);
    if (!dictionaryId || span.start < 0 || span.end > text.length || span.start >= span.end) continue;
    text = text.slice(0, span.start) + SLOT_MARK + text.slice(span.end);
    slotTerms.push(slotTerm(dictionaryId));
  }
  return { text, slotTerms };
}

/** The intents of a project, each intent one unit over its example utterances. */
export class IntentIndex {
  private readonly index: CoverageIndex;
  private readonly examples: IntentCandidate['example'][] = [];
  /** Dictionaries some slot is bound to: their entries read as slot terms in a question. */
  readonly slotDictionaries: ReadonlySet<string>;

  constructor(
    private readonly intents: readonly SnapshotIntent[],
    scanner: DictionaryScanner,
  ) {
    this.slotDictionaries = new Set(
      intents.flatMap((intent) => intent.slots.map((slot) => slot.dictionaryId)),
    );
    const texts: IndexedText[] = [];
    intents.forEach((intent, unit) => {
      const dictionaryOfSlot = new Map(intent.slots.map((slot) => [slot.name, slot.dictionaryId]));
      for (const example of intent.examples) {
        const template = templateOf(example, dictionaryOfSlot);
        const terms = termsOf(readQuestion(template.text, scanner).canonical.text, template.slotTerms);
        if (terms.length === 0) continue;
        texts.push({ unit, terms });
        this.examples.push(example);
      }
    });
    this.index = new CoverageIndex(texts, intents.length, termWeight);
  }

  knows(term: string): 'asked' | 'said' | null {
    return this.index.knows(term);
  }

  search(terms: readonly string[], limit: number): IntentCandidate[] {
    return this.index.search(terms, limit).map((ranked) => ({
      intent: this.intents[ranked.unit],
      example: this.examples[ranked.text],
      score: ranked.score,
      matchedTerms: ranked.matchedTerms,
    }));
  }
}
