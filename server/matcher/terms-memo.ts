import type { DictionaryEntryWords } from './dictionary-scanner';

/** Questions read per slice before the build lets other work run (see warm). */
const SLICE = 1_000;

/** What a stored text is to the index: a way of asking (a question, an example) or a pair's answers. */
export type StoredKind = 'question' | 'answers';

/**
 * The terms of a project's stored texts, kept across rebuilds of its index: segmenting is most
 * of a build (Intl.Segmenter, tens of µs a question), and an edit changes a handful of questions
 * among thousands. Reading a text depends on the dictionaries (synonyms read as their entry), so
 * new dictionaries forget everything. Questions and answers are read differently
 * (knowledge-index.ts), so each kind is kept apart.
 */
export class TermsMemo {
  private readonly terms: Record<StoredKind, Map<string, string[]>> = {
    question: new Map(),
    answers: new Map(),
  };
  private entries = '';

  /** Forgets every text's terms when the dictionary entries are not those last seen. */
  adoptEntries(entries: readonly DictionaryEntryWords[]): void {
    const signature = JSON.stringify(entries);
    if (signature === this.entries) return;
    this.entries = signature;
    this.terms.question.clear();
    this.terms.answers.clear();
  }

  termsOf(text: string, read: (text: string) => string[], kind: StoredKind = 'question'): string[] {
    const known = this.terms[kind];
    let terms = known.get(text);
    if (!terms) {
      terms = read(text);
      known.set(text, terms);
    }
    return terms;
  }

  /**
   * Reads the texts not yet known, a slice at a time with a turn of the event loop between, so
   * a first build of a large library never holds up the server's other calls for seconds.
   */
  async warm(texts: readonly string[], read: (text: string) => string[], kind: StoredKind): Promise<void> {
    for (let start = 0; start < texts.length; start += SLICE) {
      for (const text of texts.slice(start, start + SLICE)) this.termsOf(text, read, kind);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Keeps only these texts' terms: what was edited away is not kept forever. */
  retain(kind: StoredKind, texts: ReadonlySet<string>): void {
    const known = this.terms[kind];
    for (const text of known.keys()) if (!texts.has(text)) known.delete(text);
  }
}
