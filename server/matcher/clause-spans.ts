/**
 * The clauses of a visitor's long question, and the runs of them to read alone. A visitor says
 * why before what (手机信号太差了，这儿有能连的网吗; 不开车了，想坐地下铁，咋走): every word of the
 * situation that no stored question holds lowers every candidate, and the question falls back
 * though the clause that asks names the pair plainly. Split where the visitor paused: the
 * punctuation speech recognition writes, or a space between Chinese words, as visitors type a
 * pause (我明天不开车 打算坐地铁过来); a space beside a Latin word is not one (Wi-Fi 连上以后).
 */
const CLAUSE_BREAK = /[，,。？?！!；;、]+|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu;
/**
 * More clauses than this is a story, not a question: its runs are not tried. Each run costs a
 * match; four clauses are nine runs, and five or six answered no more of the development sets.
 */
const MOST_CLAUSES = 4;

/** Consecutive clauses of a question: [start, end) of it, and their text. */
export interface ClauseSpan {
  start: number;
  end: number;
  text: string;
}

function clausesOf(question: string): ClauseSpan[] {
  const clauses: ClauseSpan[] = [];
  let start = 0;
  for (const pause of [...question.matchAll(CLAUSE_BREAK), null]) {
    const end = pause ? pause.index : question.length;
    const text = question.slice(start, end);
    if (text.trim() !== '') clauses.push({ start, end, text });
    if (pause) start = pause.index + pause[0].length;
  }
  return clauses;
}

/** Every run of consecutive clauses shorter than the whole question, the longest first. */
export function clauseSpansOf(question: string): ClauseSpan[] {
  const clauses = clausesOf(question);
  if (clauses.length < 2 || clauses.length > MOST_CLAUSES) return [];
  const spans: ClauseSpan[] = [];
  for (let length = clauses.length - 1; length >= 1; length--) {
    for (let first = 0; first + length <= clauses.length; first++) {
      const start = clauses[first].start;
      const end = clauses[first + length - 1].end;
      spans.push({ start, end, text: question.slice(start, end) });
    }
  }
  return spans;
}
