import { CoverageIndex, type IndexedText } from './coverage-index';
import type { SnapshotPair } from './knowledge-snapshot';
import { PairCharacters } from './pair-characters';
import { type Ask, asksOf, asksRobotsName, statedIn } from './question-asks';
import { addressesTheRobot } from './robot-subject';
import { PERSON_GROUPS } from './special-cases';
import { termWeight } from './term-weights';
import { SCHEDULED_TOPICS, TOPICS, topicsIn } from './topics';

const HAN_CHARACTERS = /\p{Script=Han}/gu;

export interface PairCandidate {
  pair: SnapshotPair;
  /** The standard or similar question that scored best. */
  question: string;
  score: number;
  matchedTerms: string[];
  /** The groups of people that question names (special-cases.ts). */
  whom: string[];
}

/**
 * The Q&A pairs of a project, each pair one unit over its standard and similar questions, its
 * answers supporting it (words a visitor uses that only the answer has).
 */
export class QaIndex {
  private readonly index: CoverageIndex;
  private readonly questions: string[] = [];
  private readonly characters: PairCharacters;
  /** What each pair's questions ask for (question-asks.ts), by pair id. */
  private readonly asks = new Map<string, ReadonlySet<Ask>>();
  /** The topics each pair's questions name (topics.ts), by pair id. */
  private readonly topics = new Map<string, ReadonlySet<string>>();
  /** The pairs most of whose questions ask the robot its name (你叫什么名字): see asksRobotsName. */
  private readonly namingYou = new Set<string>();
  /** The pairs most of whose questions speak to the robot (你会做什么, 你能带我参观吗): see robot-subject.ts. */
  private readonly aboutTheRobot = new Set<string>();
  /**
   * The distinct Chinese characters of each pair's questions as read, by pair id: one short string
   * a pair, as PairCharacters keeps them (a set a pair cost ten thousand pairs some 20 MB).
   */
  private readonly questionCharacters = new Map<string, string>();
  /** The pairs most of whose questions name one topic: about it (停车怎么收费), not the visit. */
  private readonly topical = new Set<string>();
  /** The topics as this project reads them: its dictionaries may call 服务台 前台. */
  private readonly topicWords: readonly string[];
  /** The topics that are topics only when their time or price is asked (SCHEDULED_TOPICS), as read. */
  private readonly scheduledTopicWords: ReadonlySet<string>;

  constructor(
    private readonly pairs: readonly SnapshotPair[],
    termsOfStored: (question: string) => string[],
    /** A stored text as the matcher reads it (see PairCharacters). */
    readAs: (text: string) => string,
    /** A pair's answers read into terms (see readAnswers in knowledge-index.ts). */
    termsOfAnswers: (answers: string) => string[],
  ) {
    const texts: IndexedText[] = [];
    pairs.forEach((pair, unit) => {
      for (const question of [pair.question, ...pair.similarQuestions]) {
        const terms = termsOfStored(question);
        if (terms.length === 0) continue;
        texts.push({ unit, terms });
        this.questions.push(question);
      }
    });
    const answers = pairs.map((pair, unit) => ({
      unit,
      terms: termsOfAnswers(pair.answers.map((answer) => answer.text).join('\n')),
    }));
    this.index = new CoverageIndex(texts, pairs.length, termWeight, answers);
    this.characters = new PairCharacters(pairs, readAs);
    this.scheduledTopicWords = new Set(SCHEDULED_TOPICS.map(readAs));
    this.topicWords = [...new Set([...TOPICS.map(readAs), ...this.scheduledTopicWords])];
    for (const pair of pairs) {
      const questions = [pair.question, ...pair.similarQuestions].map(readAs);
      const stated = pair.answers.flatMap((answer) => statedIn(answer.text));
      this.asks.set(pair.id, new Set([...questions.flatMap((question) => asksOf(question)), ...stated]));
      if (questions.filter(asksRobotsName).length * 2 > questions.length) this.namingYou.add(pair.id);
      if (questions.filter(addressesTheRobot).length * 2 > questions.length) this.aboutTheRobot.add(pair.id);
      this.questionCharacters.set(pair.id, [...new Set(questions.join('').match(HAN_CHARACTERS))].join(''));
      const named = questions.map((question) => this.topicsIn(question));
      this.topics.set(pair.id, new Set(named.flat()));
      const mostName = (topic: string) =>
        named.filter((topics) => topics.includes(topic)).length * 2 > named.length;
      if (named.flat().some((topic) => !this.scheduledTopicWords.has(topic) && mostName(topic)))
        this.topical.add(pair.id);
    }
  }

  /** Whether some question of the pair asks for one of `asks` (true when `asks` is empty). */
  asksFor(pairId: string, asks: readonly Ask[]): boolean {
    const own = this.asks.get(pairId);
    return asks.length === 0 || asks.some((ask) => own?.has(ask));
  }

  /**
   * The topics (places and services) a text as the matcher reads it names; the scheduled ones
   * (SCHEDULED_TOPICS) only when `whenOrHowMuch` is asked.
   */
  topicsIn(text: string, whenOrHowMuch = true): string[] {
    const named = topicsIn(text, this.topicWords);
    return whenOrHowMuch ? named : named.filter((topic) => !this.scheduledTopicWords.has(topic));
  }

  /** Whether the question names a topic (`topics`) that none of the pair's questions names. */
  namesOtherTopic(pairId: string, topics: readonly string[]): boolean {
    const own = this.topics.get(pairId);
    return topics.some((topic) => !own?.has(topic));
  }

  /**
   * Whether the pair may be asked the name of the thing named by `character` (anotherNamed): not
   * the robot's-name pair, and only one whose questions hold that character (无线网叫什么名字 for
   * 网, not for the 号 of 公众号, though its answer's 手机号 holds it).
   */
  namesTheThing(pairId: string, character: string): boolean {
    return !this.namingYou.has(pairId) && (this.questionCharacters.get(pairId)?.includes(character) ?? false);
  }

  /** Whether most of the pair's questions speak to the robot: it may answer a question about the robot. */
  isAboutTheRobot(pairId: string): boolean {
    return this.aboutTheRobot.has(pairId);
  }

  /** Whether most of the pair's questions name one topic (a scheduled one aside): see `topical`. */
  isAboutATopic(pairId: string): boolean {
    return this.topical.has(pairId);
  }

  /** How many of a question's naming characters the pair's questions and answers hold. */
  charactersHeld(pairId: string, characters: readonly string[]): number {
    return this.characters.held(pairId, characters);
  }

  knows(term: string): 'asked' | 'said' | null {
    return this.index.knows(term);
  }

  weightOf(term: string): number {
    return this.index.weightOf(term);
  }

  search(terms: readonly string[], limit: number, libraryId?: string): PairCandidate[] {
    const accept = libraryId ? (unit: number) => this.pairs[unit].libraryId === libraryId : undefined;
    return this.index.search(terms, limit, accept).map((ranked) => ({
      pair: this.pairs[ranked.unit],
      question: this.questions[ranked.text],
      score: ranked.score,
      matchedTerms: ranked.matchedTerms,
      whom: PERSON_GROUPS.filter((group) => this.index.textHolds(ranked.text, group)),
    }));
  }
}
