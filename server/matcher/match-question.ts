import { UNRECOGNISED } from '../../src/shared/api/fallback';
import {
  type AnswerContent,
  MATCH_THRESHOLD,
  type MatchAnswer,
  OFFERED_QUESTIONS,
  type PendingIntent,
  RUNNERS_UP,
  type RunnerUp,
  TEST_CHAT_MSG,
  withSuggestions,
} from '../../src/shared/api/test-chat';
import { type FallbackTurnState, pickFallback } from '../../src/shared/fallback/pick-fallback';
import { type ClauseSpan, clauseSpansOf } from './clause-spans';
import { AMBIGUOUS_MARGIN, confidentOf, decidedByRarerWord, knownWordsFactor } from './confidence';
import { namingCharactersOf } from './function-characters';
import type { IntentCandidate } from './intent-index';
import type { KnowledgeIndex } from './knowledge-index';
import { chosenOffer } from './offered-choice';
import type { PairCandidate } from './qa-index';
import {
  anotherNamed,
  asksOf,
  OTHER_ASK_KEEP,
  OTHER_NAME_KEEP,
  SPECIFIC_ASKS,
  thingAskedFor,
  UNSAID_ASK_KEEP,
} from './question-asks';
import { intentTermsOf, type ReadQuestion, readQuestion } from './question-reader';
import { asksOfTheRobot } from './robot-subject';
import { fillSlots, type SlotFilling, withSlotValues } from './slot-filling';
import { forAnotherGroup, SPECIAL_CASE_KEEP } from './special-cases';
import { OTHER_TOPIC_KEEP } from './topics';
import { mergeRanges, rangesOf, type TextRange } from './traced-text';
import { isStatement } from './visitor-statement';

export interface MatchOptions {
  /** Only this library's pairs (the library's own test chat); intents are left out then. */
  libraryId?: string;
  /** Where the project's turns stand; this call moves them on. */
  turns: AnswerTurns;
  /** The intent whose follow-up the robot asked last turn. */
  pending?: PendingIntent | null;
  /** The questions the robot's last fallback offered (您是不是想问…): the reply may pick one. */
  offered?: readonly string[];
}

/**
 * The turns a project's robots take between questions: which of a pair's several answers comes
 * next, and the fallback set's turn per situation (pickFallback's state, for IN_TURN).
 */
export interface AnswerTurns {
  answers: number;
  fallback: FallbackTurnState;
}

export const firstTurns = (): AnswerTurns => ({ answers: 0, fallback: {} });

type Candidate = ({ kind: 'qa' } & PairCandidate) | ({ kind: 'intent' } & IntentCandidate);
type Verdict = Omit<MatchAnswer, 'runnersUp' | 'threshold'>;

/**
 * How many questions a fallback offers, and how close a candidate must have come to be one.
 * Three from 0.15: the right question is among the first three for nine visitors' wordings in ten
 * but often scores under 0.25, where two from 0.25 offered it to a third of the fallbacks and
 * three from 0.15 to over half (the development sets). A question offered in vain costs the
 * visitor a glance at the screen; one not offered costs asking again.
 */
const SUGGESTIONS = OFFERED_QUESTIONS;
const SUGGESTION_FLOOR = 0.15;
/**
 * A fainter candidate, from 0.08, is offered too when it came within FAINT_SHARE of the best and
 * the question names two things or more: a visitor's long own-words question scores low against
 * every stored one, and this offered the right question to 87 % of such fallbacks instead of
 * 65 % (visitor-dev; 75 % for 62 % and 48 % for 34 % on the other two). A greeting (你好: one
 * naming character) is offered nothing rather than three questions picked by a stray 好.
 */
const FAINT_FLOOR = 0.08;
const FAINT_SHARE = 0.6;

const textAnswer = (text: string): AnswerContent => ({ text, media: null, page: null });

/** The words matched terms stand for, as found in canonical texts (a slot term: its entries said). */
function wordsOfTerms(terms: readonly string[], read: ReadQuestion): string[] {
  const words = new Set<string>();
  for (const term of terms) {
    if (term.startsWith('slot:')) {
      const dictionaryId = term.slice('slot:'.length);
      for (const hit of read.hits) if (hit.dictionaryId === dictionaryId) words.add(hit.value);
    } else words.add(term.startsWith('w:') ? term.slice(2) : term);
  }
  return [...words];
}

const runnerUpOf = (candidate: Candidate): RunnerUp =>
  candidate.kind === 'qa'
    ? {
        kind: 'qa',
        id: candidate.pair.id,
        title: candidate.pair.question,
        libraryId: candidate.pair.libraryId,
        libraryName: candidate.pair.libraryName,
        score: candidate.score,
      }
    : {
        kind: 'intent',
        id: candidate.intent.id,
        title: candidate.intent.name,
        libraryId: null,
        libraryName: null,
        score: candidate.score,
      };

function pairVerdict(
  index: KnowledgeIndex,
  candidate: PairCandidate,
  read: ReadQuestion,
  turns: AnswerTurns,
): Verdict {
  const { pair, question } = candidate;
  const words = wordsOfTerms(candidate.matchedTerms, read);
  const turn = turns.answers++;
  return {
    answer: pair.answers.length > 0 ? pair.answers[turn % pair.answers.length] : textAnswer(''),
    matched: {
      kind: 'qa',
      pairId: pair.id,
      libraryId: pair.libraryId,
      libraryName: pair.libraryName,
      question: pair.question,
      matchedQuestion: question,
    },
    score: candidate.score,
    unknown: false,
    suggestions: [],
    matchedWords: words,
    highlights: {
      question: rangesOf(read.canonical, words),
      matched: rangesOf(index.storedCanonical(question), words),
    },
    pending: null,
  };
}

function intentVerdict(
  index: KnowledgeIndex,
  candidate: IntentCandidate,
  filling: SlotFilling,
  read: ReadQuestion,
): Verdict {
  const { intent, example } = candidate;
  const words = wordsOfTerms(candidate.matchedTerms, read);
  const said = filling.slots.map((slot) => slot.value);
  const slotSpans: TextRange[] = example.spans.map((span) => [span.start, span.end]);
  return {
    answer: filling.missing
      ? textAnswer(filling.missing.followUp)
      : { ...intent.reply, text: withSlotValues(intent.reply.text, intent, filling.slots) },
    matched: {
      kind: 'intent',
      intentId: intent.id,
      intentName: intent.name,
      example: example.text,
      slots: filling.slots,
      missingSlot: filling.missing?.name ?? null,
      actionId: intent.actionId,
    },
    score: candidate.score,
    unknown: false,
    suggestions: [],
    matchedWords: [...new Set([...words, ...said])],
    highlights: {
      question: rangesOf(read.canonical, [...words, ...said]),
      matched: mergeRanges([...rangesOf(index.storedCanonical(example.text), words), ...slotSpans]),
    },
    pending: filling.missing
      ? {
          intentId: intent.id,
          slots: Object.fromEntries(filling.slots.map((slot) => [slot.name, slot.value])),
        }
      : null,
  };
}

/** The questions a fallback offers (您是不是想问…): the closest candidates that came near enough. */
const suggestionsOf = (candidates: readonly Candidate[], named: number): string[] =>
  candidates
    .filter(
      (candidate) =>
        candidate.score >= SUGGESTION_FLOOR ||
        (named >= 2 &&
          candidate.score >= FAINT_FLOOR &&
          candidate.score >= FAINT_SHARE * candidates[0].score),
    )
    .slice(0, SUGGESTIONS)
    .map((candidate) => (candidate.kind === 'qa' ? candidate.pair.question : candidate.example.text));

function fallbackVerdict(
  index: KnowledgeIndex,
  score: number,
  turns: AnswerTurns,
  suggestions: readonly string[],
): Verdict {
  const set = index.snapshot.fallback;
  const pick = set ? pickFallback(set, UNRECOGNISED, turns.fallback) : null;
  if (pick) turns.fallback = pick.turnState;
  return {
    answer: textAnswer(withSuggestions(pick?.answer.text ?? TEST_CHAT_MSG.noFallback, suggestions)),
    matched: {
      kind: 'fallback',
      fallbackId: pick ? set!.id : null,
      situation: pick?.situation ?? UNRECOGNISED,
    },
    score,
    unknown: true,
    suggestions: [...suggestions],
    matchedWords: [],
    highlights: { question: [], matched: [] },
    pending: null,
  };
}

/**
 * The visitor's answer to a follow-up question (您要去哪里？ → 洗手间) completes the pending intent
 * when it fills one of its missing slots; anything else is read as a new question.
 */
function continuation(index: KnowledgeIndex, read: ReadQuestion, pending: PendingIntent): Verdict | null {
  const intent = index.snapshot.intents.find((candidate) => candidate.id === pending.intentId);
  if (!intent) return null;
  const filling = fillSlots(intent, read.hits, pending.slots);
  if (filling.slots.every((slot) => pending.slots[slot.name] !== undefined)) return null;
  const example = intent.examples[0] ?? { text: intent.name, spans: [] };
  return intentVerdict(index, { intent, example, score: 1, matchedTerms: [] }, filling, read);
}

/**
 * Two pairs close enough to be a guess between them (within AMBIGUOUS_MARGIN): decided for the
 * better one by a rarer shared word (decidedByRarerWord); else, for a price or a time asked of no
 * topic (`asksOfTheVisit`: 免费的吗, 要钱不), for the pair not about a topic of its own (门票多少钱,
 * not 停车怎么收费: on nineteen development sets 6 more right, 2 more false; held-out 4 more right,
 * 1 more false); else for the one whose questions and answers hold more of the question's naming
 * characters — the runner-up then goes first (停车收几块钱: 停, 车 and 收 are all 停车怎么收费's;
 * 门票多少钱 holds only 收).
 */
function decideClosePairs(
  index: KnowledgeIndex,
  candidates: readonly Candidate[],
  held: (candidate: Candidate) => number,
  asksOfTheVisit: boolean,
): { decided: boolean; swapped: boolean } {
  const [best, runnerUp] = candidates;
  // Two pairs' shared words weigh alike in the Q&A index; an intent's are of another index.
  if (best?.kind !== 'qa' || runnerUp?.kind !== 'qa') return { decided: false, swapped: false };
  if (decidedByRarerWord(best.matchedTerms, runnerUp.matchedTerms, (term) => index.qa.weightOf(term)))
    return { decided: true, swapped: false };
  if (best.score - runnerUp.score >= AMBIGUOUS_MARGIN) return { decided: false, swapped: false };
  const topical = (candidate: Candidate) =>
    candidate.kind === 'qa' && index.qa.isAboutATopic(candidate.pair.id);
  if (asksOfTheVisit && topical(best) !== topical(runnerUp)) return { decided: true, swapped: topical(best) };
  const difference = held(best) - held(runnerUp);
  return { decided: difference !== 0, swapped: difference < 0 };
}

/**
 * Answers a question from a project's knowledge: the best of the Q&A pairs and the intents
 * (an intent fills its slots, or asks for the first required one missing); when the matcher is
 * not sure (confidence.ts: under MATCH_THRESHOLD, words the project does not know, or two answers
 * as likely) the project's fallback answer for 未识别, offering the closest questions — unless
 * a run of the question's clauses, read alone, confirms the candidate it led to (confirmingSpan).
 * The runners-up are the next best candidates — with a fallback, the best ones that fell short.
 */
export function matchQuestion(index: KnowledgeIndex, question: string, options: MatchOptions): MatchAnswer {
  const turnsBefore = { ...options.turns };
  const whole = matchWhole(index, question, options);
  const span = whole.unknown ? confirmingSpan(index, question, whole, options) : null;
  if (!span) return whole;
  // The whole question's fallback took a turn of the fallback set; the clause's answer is given instead.
  Object.assign(options.turns, turnsBefore);
  const answer = matchWhole(index, span.text, { ...options, offered: undefined, pending: null });
  const highlighted = answer.highlights.question.map(
    ([start, end]): TextRange => [start + span.start, end + span.start],
  );
  return { ...answer, highlights: { ...answer.highlights, question: highlighted } };
}

/**
 * How near the whole question must have come to its best candidate for a clause to confirm it,
 * and how surely the clause alone must be answered: a clause of a few words (最近咋样嘛) is
 * answered by chance. On ten development sets, clauses answered 91 more of 2,785 wordings for
 * 14 more false answers in 3,451 questions; with neither floor, 132 for 28.
 */
const WHOLE_LEAD_FLOOR = 0.2;
const CLAUSE_SCORE_FLOOR = 0.45;

/** Whether an answer is the candidate `lead` names. */
const answers = (answer: MatchAnswer, lead: RunnerUp) =>
  (answer.matched.kind === 'qa' && lead.kind === 'qa' && answer.matched.pairId === lead.id) ||
  (answer.matched.kind === 'intent' && lead.kind === 'intent' && answer.matched.intentId === lead.id);

/**
 * A run of the question's clauses (clause-spans.ts) that, read alone, is surely answered with
 * the candidate the whole question led to but was not sure of: the clause that asks confirms
 * what the whole pointed at, the others only said why. A run answered with anything else proves
 * nothing (帮帮我 alone is 你会做什么).
 */
function confirmingSpan(
  index: KnowledgeIndex,
  question: string,
  whole: MatchAnswer,
  options: MatchOptions,
): ClauseSpan | null {
  const lead = whole.runnersUp[0];
  if (!lead || lead.score < WHOLE_LEAD_FLOOR) return null;
  const aloneOptions = { ...options, offered: undefined, pending: null };
  return (
    clauseSpansOf(question).find((span) => {
      const alone = matchWhole(index, span.text, { ...aloneOptions, turns: firstTurns() });
      return !alone.unknown && alone.score >= CLAUSE_SCORE_FLOOR && answers(alone, lead);
    }) ?? null
  );
}

/** The question read as one: the best candidate, or the fallback when not sure (see matchQuestion). */
function matchWhole(index: KnowledgeIndex, question: string, options: MatchOptions): MatchAnswer {
  const chosen = options.offered ? chosenOffer(question, options.offered) : null;
  // A reply that picks an offered question (第二个) is answered as that question is asked, the
  // whole reply highlighted; a tap sends the question itself and is matched as asked.
  if (chosen !== null && chosen !== question) {
    const answer = matchWhole(index, chosen, { ...options, offered: undefined, pending: null });
    return {
      ...answer,
      matchedWords: [],
      highlights: { ...answer.highlights, question: [[0, question.length]] },
    };
  }
  const read = readQuestion(question, index.scanner, index.soundAlikes);
  const continued = options.pending ? continuation(index, read, options.pending) : null;
  const known = knownWordsFactor(
    read.terms,
    (term) => {
      const inPairs = index.qa.knows(term);
      return inPairs === 'asked' ? inPairs : (index.intents.knows(term) ?? inPairs);
    },
    read.canonical.text,
  );
  // A pair never asked for what the question asks (an amount, a place…) is less likely meant.
  const asks = asksOf(read.canonical.text);
  const specificAsks = asks.filter((ask) => SPECIFIC_ASKS.includes(ask));
  const anothersName = anotherNamed(read.canonical.text);
  const asksWhenOrHowMuch = specificAsks.includes('time') || specificAsks.includes('price');
  const topics = index.qa.topicsIn(read.canonical.text, asksWhenOrHowMuch);
  const candidates: Candidate[] = [
    ...index.qa
      .search(read.terms, RUNNERS_UP + 1, options.libraryId)
      .map((c) => ({ kind: 'qa' as const, ...c })),
    ...(options.libraryId
      ? []
      : index.intents
          .search(intentTermsOf(read, index.intents.slotDictionaries), RUNNERS_UP + 1)
          .map((c) => ({ kind: 'intent' as const, ...c }))),
  ]
    .map((candidate) => ({
      ...candidate,
      score:
        candidate.score *
        known *
        (candidate.kind === 'qa' && !index.qa.asksFor(candidate.pair.id, asks) ? OTHER_ASK_KEEP : 1) *
        (candidate.kind === 'qa' && !index.qa.asksFor(candidate.pair.id, specificAsks)
          ? UNSAID_ASK_KEEP
          : 1) *
        (candidate.kind === 'qa' && forAnotherGroup(candidate.whom, read.terms) ? SPECIAL_CASE_KEEP : 1) *
        (candidate.kind === 'qa' && index.qa.namesOtherTopic(candidate.pair.id, topics)
          ? OTHER_TOPIC_KEEP
          : 1) *
        (candidate.kind === 'qa' &&
        anothersName !== null &&
        !index.qa.namesTheThing(candidate.pair.id, anothersName)
          ? OTHER_NAME_KEEP
          : 1),
    }))
    .sort((a, b) => b.score - a.score);
  const named = namingCharactersOf(read.canonical.text);
  const thing = thingAskedFor(read.canonical.text);
  const held = (candidate: Candidate | undefined) =>
    candidate?.kind === 'qa' ? index.qa.charactersHeld(candidate.pair.id, named) : 0;
  const asksOfTheVisit = asksWhenOrHowMuch && topics.length === 0;
  const { decided, swapped } = decideClosePairs(index, candidates, held, asksOfTheVisit);
  if (swapped) [candidates[0], candidates[1]] = [candidates[1], candidates[0]];
  const [best, runnerUp] = candidates;
  let verdict: Verdict;
  let others = candidates.slice(1);
  if (continued) {
    verdict = continued;
    others = candidates;
  } else if (
    !best ||
    !confidentOf(best.score, runnerUp?.score, {
      decidedByWords: decided,
      length: [...question].length,
      statement: isStatement(question),
      asksSomethingElse:
        best.kind === 'qa' &&
        (!index.qa.asksFor(best.pair.id, specificAsks) ||
          (thing.length > 0 && index.qa.charactersHeld(best.pair.id, thing) === 0)),
      asksOfAnotherTopic:
        specificAsks.length > 0 && best.kind === 'qa' && index.qa.namesOtherTopic(best.pair.id, topics),
      asksTheRobotOfTheHall:
        best.kind === 'qa' && asksOfTheRobot(read.canonical.text) && !index.qa.isAboutTheRobot(best.pair.id),
      characters: { held: held(best), named: named.length },
    })
  ) {
    verdict = fallbackVerdict(
      index,
      best?.score ?? 0,
      options.turns,
      suggestionsOf(candidates, named.length),
    );
    others = candidates;
  } else if (best.kind === 'qa') verdict = pairVerdict(index, best, read, options.turns);
  else verdict = intentVerdict(index, best, fillSlots(best.intent, read.hits), read);
  return { ...verdict, threshold: MATCH_THRESHOLD, runnersUp: others.slice(0, RUNNERS_UP).map(runnerUpOf) };
}
