import type { DictionaryEntryWords } from './dictionary-scanner';

/** Questions read per slice before the build lets other work run (see warm). */
const SLICE = 1_000;

/**
 * The terms of a project's stored questions, kept across rebuilds of its index: segmenting is
 * most of a build (Intl.Segmenter, tens of µs a question), and an edit changes a handful of
 * questions among thousands. Reading a question depends on the dictionaries (synonyms read as
 * their entry), so new dictionaries forget everything.
 */
export class TermsMemo {
  private terms = new Map<string, string[]>();
  private entries = '';

  /** Forgets every question's terms when the dictionary entries are not those last seen. */
  adoptEntries(entries: readonly DictionaryEntryWords[]): void {
    const signature = JSON.stringify(entries);
    if (signature === this.entries) return;
    this.entries = signature;
    this.terms.clear();
  }

  termsOf(text: string, read: (text: string) => string[]): string[] {
    let terms = this.terms.get(text);
    if (!terms) {
      terms = read(text);
      this.terms.set(text, terms);
    }
    return terms;
  }

  /**
   * Reads the questions not yet known, a slice at a time with a turn of the event loop between,
   * so a first build of a large library never holds up the server's other calls for seconds.
   */
  async warm(texts: readonly string[], read: (text: string) => string[]): Promise<void> {
    for (let start = 0; start < texts.length; start += SLICE) {
      for (const text of texts.slice(start, start + SLICE)) this.termsOf(text, read);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Keeps only these questions' terms: what was edited away is not kept forever. */
  retain(texts: ReadonlySet<string>): void {
    for (const text of this.terms.keys()) if (!texts.has(text)) this.terms.delete(text);
  }
}
