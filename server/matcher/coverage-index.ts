import { CONTRAST_KEEP, CONTRASTING } from './contrasts';
import { isNegatedTerm } from './terms';

/**
 * Ranks short texts (questions, example utterances) against a question by how much of each
 * side's weight the other covers, every term weighted by its inverse frequency over the *units*
 * (a Q&A pair with all its similar questions is one unit, so a term repeated in five similar
 * questions does not look common).
 *
 * Why not raw BM25: questions are a sentence long, so a term occurs once (BM25's saturation does
 * nothing) and its length normalisation is what `documentCover` measures directly. Above all the
 * fallback needs a score that means the same for every question — 0 nothing in common, 1 the
 * same terms — which a raw BM25 sum does not. score = (queryCover + documentCover) / 2, each the
 * IDF-weighted share of that side's distinct terms found on the other side. BM25's IDF is kept.
 *
 * Search walks the posting lists of the question's terms only, into reused arrays: a question
 * costs its terms' postings, not the library's size.
 */

/**
 * The best units by their best text are ranked again with what the rest of each unit says:
 * the question's words found in the unit's other texts (地铁 in 最近的地铁站是哪个, when the best
 * text was 坐地铁怎么来) count UNIT_AGREEMENT of their share. The other ways of asking a pair are
 * evidence that it is the pair meant, not only the one closest in wording.
 */
const RERANKED = 16;
const UNIT_AGREEMENT = 0.5;
/** Words found only in what supports a unit (the answer's 导盲犬 for 导盲犬能进吗) count less. */
const SUPPORT_AGREEMENT = 0.3;

/** A text to rank, as its terms, belonging to unit `unit` (0..unitCount-1). */
export interface IndexedText {
  unit: number;
  terms: readonly string[];
}

export interface Ranked {
  unit: number;
  /** The text of the unit that scored best (index into the texts given to the constructor). */
  text: number;
  score: number;
  /** The question's terms found in that text. */
  matchedTerms: string[];
}

interface Posting {
  texts: Int32Array;
}

export class CoverageIndex {
  private readonly termIds = new Map<string, number>();
  private readonly postings: Posting[] = [];
  private readonly idf: Float64Array;
  private readonly textTerms: Int32Array[];
  /** The texts of unit u are unitTexts[unitStart[u] .. unitStart[u + 1]). */
  private readonly unitStart: Int32Array;
  private readonly unitTexts: Int32Array;
  /** Terms of each unit's supporting texts (its answers) that none of its texts holds; empty arrays shared. */
  private readonly supportTerms: Int32Array[];
  private readonly textWeight: Float64Array;
  private readonly unitOfText: Int32Array;
  private readonly unseenIdf: number;
  /** A term in more texts than this is common: looked up in candidates, not walked. */
  private readonly commonPostings: number;
  // Reused between searches (a search is synchronous, so never shared by two at once).
  private readonly matchedWeight: Float64Array;
  private readonly bestScore: Float64Array;
  private readonly bestText: Int32Array;

  constructor(
    texts: readonly IndexedText[],
    readonly unitCount: number,
    /** How much a term counts beside its IDF (a question word less than a noun). */
    private readonly termWeight: (term: string) => number = () => 1,
    /**
     * Texts that say what a unit is about without being a way of asking it (a pair's answers):
     * never ranked themselves and left out of the IDF, they only add to a candidate's score.
     */
    support: readonly IndexedText[] = [],
  ) {
    const postingLists: number[][] = [];
    const unitFrequency: number[] = [];
    const lastUnit: number[] = [];
    this.textTerms = texts.map((text, textIndex) => {
      const ids = new Set<number>();
      for (const term of text.terms) ids.add(this.termId(term, postingLists, unitFrequency, lastUnit));
      for (const id of ids) {
        postingLists[id].push(textIndex);
        if (lastUnit[id] !== text.unit) {
          lastUnit[id] = text.unit;
          unitFrequency[id]++;
        }
      }
      return Int32Array.from(ids).sort();
    });
    const supportIds = support.map((text) => ({
      unit: text.unit,
      ids: text.terms.map((term) => this.termId(term, postingLists, unitFrequency, lastUnit)),
    }));
    const units = Math.max(unitCount, 1);
    const idfOf = (frequency: number) => Math.log(1 + (units - frequency + 0.5) / (frequency + 0.5));
    const terms = [...this.termIds.keys()];
    this.idf = Float64Array.from(unitFrequency, (frequency, id) => idfOf(frequency) * termWeight(terms[id]));
    this.unseenIdf = idfOf(0);
    this.commonPostings = Math.max(256, Math.ceil(texts.length / 50));
    for (const list of postingLists) this.postings.push({ texts: Int32Array.from(list) });
    // A text's negations (negatedTermsOf) add to its score when a question says them too, never
    // against it when not: 直接进馆行吗 is no less 没有预约可以进吗 for not saying 没有.
    const negated = terms.map(isNegatedTerm);
    this.textWeight = Float64Array.from(this.textTerms, (ids) =>
      ids.reduce((sum, id) => sum + (negated[id] ? 0 : this.idf[id]), 0),
    );
    this.unitOfText = Int32Array.from(texts, (text) => text.unit);
    this.unitStart = new Int32Array(units + 1);
    for (const unit of this.unitOfText) this.unitStart[unit + 1]++;
    for (let unit = 0; unit < units; unit++) this.unitStart[unit + 1] += this.unitStart[unit];
    const filled = this.unitStart.slice(0, units);
    this.unitTexts = new Int32Array(texts.length);
    this.unitOfText.forEach((unit, text) => {
      this.unitTexts[filled[unit]++] = text;
    });
    const none = new Int32Array(0);
    this.supportTerms = Array.from({ length: units }, () => none);
    for (const { unit, ids } of supportIds) {
      const own = ids.filter((id) => !this.unitHolds(unit, id));
      if (own.length > 0)
        this.supportTerms[unit] = Int32Array.from(new Set([...this.supportTerms[unit], ...own])).sort();
    }
    this.matchedWeight = new Float64Array(texts.length);
    this.bestScore = new Float64Array(units).fill(-1);
    this.bestText = new Int32Array(units);
  }

  private termId(term: string, lists: number[][], frequency: number[], lastUnit: number[]): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = lists.length;
      this.termIds.set(term, id);
      lists.push([]);
      frequency.push(0);
      lastUnit.push(-1);
    }
    return id;
  }

  /**
   * The `limit` best units for the question's terms, best first; units sharing no term are left
   * out, and so are those `accept` refuses (another library's pairs).
   */
  search(queryTerms: readonly string[], limit: number, accept?: (unit: number) => boolean): Ranked[] {
    const distinct = [...new Set(queryTerms)];
    let queryWeight = 0;
    const known: number[] = [];
    for (const term of distinct) {
      const id = this.termIds.get(term);
      // A negation no stored text says is no topic the project lacks (see negatedTermsOf).
      if (id === undefined) queryWeight += isNegatedTerm(term) ? 0 : this.unseenIdf * this.termWeight(term);
      else {
        queryWeight += this.idf[id];
        known.push(id);
      }
    }
    if (known.length === 0) return [];
    // Texts sharing only common terms (什么, a frequent character) cannot score well: candidates
    // come from the rarer terms' postings, and the common terms are looked up in those alone.
    known.sort((a, b) => this.postings[a].texts.length - this.postings[b].texts.length);
    let walked = known.findIndex((id) => this.postings[id].texts.length > this.commonPostings);
    if (walked < 0) walked = known.length;
    if (walked === 0) walked = 1;
    const touchedTexts: number[] = [];
    for (const id of known.slice(0, walked)) {
      const weight = this.idf[id];
      for (const text of this.postings[id].texts) {
        if (this.matchedWeight[text] === 0) touchedTexts.push(text);
        this.matchedWeight[text] += weight;
      }
    }
    const common = known.slice(walked);
    const touchedUnits: number[] = [];
    for (const text of touchedTexts) {
      let matched = this.matchedWeight[text];
      for (const id of common) if (this.holds(text, id)) matched += this.idf[id];
      this.matchedWeight[text] = 0;
      const score = (matched / queryWeight + Math.min(1, matched / this.textWeight[text])) / 2;
      const unit = this.unitOfText[text];
      if (this.bestScore[unit] < 0) touchedUnits.push(unit);
      if (score > this.bestScore[unit]) {
        this.bestScore[unit] = score;
        this.bestText[unit] = text;
      }
    }
    const top = this.topUnits(accept ? touchedUnits.filter(accept) : touchedUnits, Math.max(limit, RERANKED));
    for (const unit of touchedUnits) this.bestScore[unit] = -1;
    const contrasts = this.contrastsOf(distinct);
    for (const ranked of top) {
      // The question's weight the best text lacks that the unit's other texts, or its answers, hold.
      let inUnit = 0;
      let inSupport = 0;
      const support = this.supportTerms[ranked.unit];
      for (const id of known) {
        if (this.holds(ranked.text, id)) continue;
        if (this.unitHolds(ranked.unit, id)) inUnit += this.idf[id];
        else if (support.length > 0 && has(support, id)) inSupport += this.idf[id];
      }
      ranked.score += (UNIT_AGREEMENT * inUnit + SUPPORT_AGREEMENT * inSupport) / queryWeight;
      const saysTheOpposite = contrasts.some(
        ([own, other]) =>
          this.holds(ranked.text, other) && (own === undefined || !this.holds(ranked.text, own)),
      );
      if (saysTheOpposite) ranked.score *= CONTRAST_KEEP;
    }
    top.sort((a, b) => b.score - a.score);
    return top.slice(0, limit).map(({ unit, text, score }) => ({
      unit,
      text,
      score: Math.min(1, score),
      matchedTerms: distinct.filter((term) => this.textHolds(text, term)),
    }));
  }

  /** Keeps the best `limit` by insertion: limit is a handful, the touched units may be thousands. */
  private topUnits(units: readonly number[], limit: number): { unit: number; text: number; score: number }[] {
    const top: { unit: number; text: number; score: number }[] = [];
    for (const unit of units) {
      const score = this.bestScore[unit];
      if (top.length === limit && score <= top[limit - 1].score) continue;
      const entry = { unit, text: this.bestText[unit], score };
      let at = top.length;
      while (at > 0 && top[at - 1].score < score) at--;
      top.splice(at, 0, entry);
      if (top.length > limit) top.pop();
    }
    return top;
  }

  /** Whether a text holds the term ('asked'), only a supporting text ('said'), or none (null). */
  knows(term: string): 'asked' | 'said' | null {
    const id = this.termIds.get(term);
    if (id === undefined) return null;
    return this.postings[id].texts.length > 0 ? 'asked' : 'said';
  }

  /** How much a term counts when shared: its IDF times its weight; 0 for a term no text has. */
  weightOf(term: string): number {
    const id = this.termIds.get(term);
    return id === undefined ? 0 : this.idf[id];
  }

  /** Whether text `text` (an index into the texts given to the constructor) holds the term. */
  textHolds(text: number, term: string): boolean {
    const id = this.termIds.get(term);
    return id !== undefined && this.holds(text, id);
  }

  /**
   * The question's terms that have a contrasting term (contrasts.ts) it does not say itself:
   * [its own term's id (undefined when no text has it), the contrasting term's id].
   */
  private contrastsOf(queryTerms: readonly string[]): [number | undefined, number][] {
    const said = new Set(queryTerms);
    const pairs: [number | undefined, number][] = [];
    for (const term of said) {
      for (const other of CONTRASTING.get(term) ?? []) {
        const id = this.termIds.get(other);
        if (id !== undefined && !said.has(other)) pairs.push([this.termIds.get(term), id]);
      }
    }
    return pairs;
  }

  /** Whether any text of the unit holds the term. */
  private unitHolds(unit: number, id: number): boolean {
    for (let at = this.unitStart[unit]; at < this.unitStart[unit + 1]; at++)
      if (this.holds(this.unitTexts[at], id)) return true;
    return false;
  }

  private holds(text: number, id: number): boolean {
    return has(this.textTerms[text], id);
  }
}

/** Whether the sorted ids hold `id` (binary search). */
function has(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (ids[middle] === id) return true;
    if (ids[middle] < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
