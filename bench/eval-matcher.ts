/**
 * The answer-quality eval (issue 33): how well the demo project understands visitors' own words.
 * On a fresh in-memory database seeded as on a first start, it asks
 *   - the 展厅问答 library, as its test chat does (that library only), every question of a set:
 *     top-1 (the right pair answered), top-3 (the right pair among the answer and the runners-up),
 *     fallback (fell back on a question the library answers; and how often that fallback
 *     offered the right question, 您是不是想问「…」), false answers (a wrong pair
 *     answered), and unanswerable questions answered anyway;
 *   - the demo knowledge graph's query, per kind of question: a kind counts when all its
 *     questions are answered with the expected words.
 *   - with --marking, what the operation platform's marking is worth on questions never seen:
 *     each set's even-numbered paraphrases the matcher missed are marked (added as similar
 *     questions of their pair, as 问答标注 does), and the odd-numbered ones are asked before and
 *     after.
 * Usage: npm run eval:matcher [-- set …] [--misses] [--marking]
 *   Without a set: the fifteen held-out sets and the issue's examples. A set is `tuning`, `dev`,
 *   `visitor-dev`, `visitor-dev-2` … `visitor-dev-23`, `visitor-dev-unanswerable` (what the matcher was tuned on, never the
 *   held-out sets) or a path to a module exporting a QaEvalSet
 *   (bench/answer-quality/eval-set.ts) — a set written by someone else.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadKnowledge } from '../server/answering/knowledge-loader';
import { deriveServerKeys } from '../server/crypto/server-keys';
import type { Database } from '../server/db/database';
import { openInMemoryPglite } from '../server/db/pglite';
import { kgBases, qaLibraries } from '../server/db/schema';
import { answerFromBuild } from '../server/kg/query/build-answers';
import { buildKnowledgeIndex, type KnowledgeIndex } from '../server/matcher/knowledge-index';
import type { KnowledgeSnapshot } from '../server/matcher/knowledge-snapshot';
import { firstTurns, matchQuestion } from '../server/matcher/match-question';
import { seedDemoData } from '../server/seed/seed';
import type { MatchAnswer } from '../src/shared/api/test-chat';
import { DEV_SET } from './answer-quality/dev';
import { EIGHTH_HELD_OUT_SET } from './answer-quality/eighth-held-out';
import { ELEVENTH_HELD_OUT_SET } from './answer-quality/eleventh-held-out';
import type { KgEvalQuestion, QaEvalSet } from './answer-quality/eval-set';
import { FIFTEENTH_HELD_OUT_SET } from './answer-quality/fifteenth-held-out';
import { FIFTH_HELD_OUT_SET } from './answer-quality/fifth-held-out';
import { FOURTEENTH_HELD_OUT_SET } from './answer-quality/fourteenth-held-out';
import { FOURTH_HELD_OUT_SET } from './answer-quality/fourth-held-out';
import { HELD_OUT_SET } from './answer-quality/held-out';
import { ISSUE_EXAMPLES } from './answer-quality/issue-examples';
import { KG_ISSUE_EXAMPLES, KG_QUESTIONS } from './answer-quality/kg-questions';
import { NINTH_HELD_OUT_SET } from './answer-quality/ninth-held-out';
import { SECOND_HELD_OUT_SET } from './answer-quality/second-held-out';
import { SEVENTH_HELD_OUT_SET } from './answer-quality/seventh-held-out';
import { SIXTEENTH_HELD_OUT_SET } from './answer-quality/sixteenth-held-out';
import { SIXTH_HELD_OUT_SET } from './answer-quality/sixth-held-out';
import { TENTH_HELD_OUT_SET } from './answer-quality/tenth-held-out';
import { THIRD_HELD_OUT_SET } from './answer-quality/third-held-out';
import { THIRTEENTH_HELD_OUT_SET } from './answer-quality/thirteenth-held-out';
import { TUNING_SET } from './answer-quality/tuning';
import { TWELFTH_HELD_OUT_SET } from './answer-quality/twelfth-held-out';
import { VISITOR_DEV_SET } from './answer-quality/visitor-dev';
import { VISITOR_DEV_2_SET } from './answer-quality/visitor-dev-2';
import { VISITOR_DEV_3_SET } from './answer-quality/visitor-dev-3';
import { VISITOR_DEV_4_SET } from './answer-quality/visitor-dev-4';
import { VISITOR_DEV_5_SET } from './answer-quality/visitor-dev-5';
import { VISITOR_DEV_6_SET } from './answer-quality/visitor-dev-6';
import { VISITOR_DEV_7_SET } from './answer-quality/visitor-dev-7';
import { VISITOR_DEV_8_SET } from './answer-quality/visitor-dev-8';
import { VISITOR_DEV_9_SET } from './answer-quality/visitor-dev-9';
import { VISITOR_DEV_10_SET } from './answer-quality/visitor-dev-10';
import { VISITOR_DEV_11_SET } from './answer-quality/visitor-dev-11';
import { VISITOR_DEV_12_SET } from './answer-quality/visitor-dev-12';
import { VISITOR_DEV_13_SET } from './answer-quality/visitor-dev-13';
import { VISITOR_DEV_14_SET } from './answer-quality/visitor-dev-14';
import { VISITOR_DEV_15_SET } from './answer-quality/visitor-dev-15';
import { VISITOR_DEV_16_SET } from './answer-quality/visitor-dev-16';
import { VISITOR_DEV_17_SET } from './answer-quality/visitor-dev-17';
import { VISITOR_DEV_18_SET } from './answer-quality/visitor-dev-18';
import { VISITOR_DEV_19_SET } from './answer-quality/visitor-dev-19';
import { VISITOR_DEV_20_SET } from './answer-quality/visitor-dev-20';
import { VISITOR_DEV_21_SET } from './answer-quality/visitor-dev-21';
import { VISITOR_DEV_22_SET } from './answer-quality/visitor-dev-22';
import { VISITOR_DEV_23_SET } from './answer-quality/visitor-dev-23';
import { VISITOR_DEV_UNANSWERABLE_SET } from './answer-quality/visitor-dev-unanswerable';

const args = process.argv.slice(2);
const showMisses = args.includes('--misses');
const afterMarking = args.includes('--marking');
const paths = args.filter((arg) => !arg.startsWith('--'));

const percent = (count: number, total: number) =>
  total === 0 ? '—' : `${((100 * count) / total).toFixed(1)} % (${count}/${total})`;

/** Sets named on the command line by their short name: what the matcher was tuned on. */
const NAMED_SETS: Record<string, QaEvalSet> = {
  tuning: TUNING_SET,
  dev: DEV_SET,
  'visitor-dev': VISITOR_DEV_SET,
  'visitor-dev-2': VISITOR_DEV_2_SET,
  'visitor-dev-3': VISITOR_DEV_3_SET,
  'visitor-dev-4': VISITOR_DEV_4_SET,
  'visitor-dev-5': VISITOR_DEV_5_SET,
  'visitor-dev-6': VISITOR_DEV_6_SET,
  'visitor-dev-7': VISITOR_DEV_7_SET,
  'visitor-dev-8': VISITOR_DEV_8_SET,
  'visitor-dev-9': VISITOR_DEV_9_SET,
  'visitor-dev-10': VISITOR_DEV_10_SET,
  'visitor-dev-11': VISITOR_DEV_11_SET,
  'visitor-dev-12': VISITOR_DEV_12_SET,
  'visitor-dev-13': VISITOR_DEV_13_SET,
  'visitor-dev-14': VISITOR_DEV_14_SET,
  'visitor-dev-15': VISITOR_DEV_15_SET,
  'visitor-dev-16': VISITOR_DEV_16_SET,
  'visitor-dev-17': VISITOR_DEV_17_SET,
  'visitor-dev-18': VISITOR_DEV_18_SET,
  'visitor-dev-19': VISITOR_DEV_19_SET,
  'visitor-dev-20': VISITOR_DEV_20_SET,
  'visitor-dev-21': VISITOR_DEV_21_SET,
  'visitor-dev-22': VISITOR_DEV_22_SET,
  'visitor-dev-23': VISITOR_DEV_23_SET,
  'visitor-dev-unanswerable': VISITOR_DEV_UNANSWERABLE_SET,
};

/** The sets named on the command line: `tuning`/`dev`, or each module's exports that look like a QaEvalSet. */
async function setsFrom(files: string[]): Promise<QaEvalSet[]> {
  const sets: QaEvalSet[] = [];
  for (const file of files) {
    const named = NAMED_SETS[file];
    if (named) {
      sets.push(named);
      continue;
    }
    const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      const set = value as QaEvalSet;
      if (set && Array.isArray(set.paraphrases) && Array.isArray(set.unanswerable)) sets.push(set);
    }
  }
  return sets;
}

/** The standard questions an answer puts first: the answered pair, then the runners-up. */
const rankedQuestions = (result: MatchAnswer): string[] => [
  ...(result.matched.kind === 'qa' ? [result.matched.question] : []),
  ...result.runnersUp.filter((runner) => runner.kind === 'qa').map((runner) => runner.title),
];

function evaluateQa(ask: (question: string) => MatchAnswer, set: QaEvalSet) {
  let top1 = 0;
  let top3 = 0;
  let fellBack = 0;
  let offered = 0;
  let suggestedAnyway = 0;
  let wrong = 0;
  let answeredAnyway = 0;
  const misses: string[] = [];
  for (const [asked, standard] of set.paraphrases) {
    const result = ask(asked);
    if (rankedQuestions(result).slice(0, 3).includes(standard)) top3++;
    if (result.matched.kind === 'qa' && result.matched.question === standard) top1++;
    else {
      if (result.unknown) {
        fellBack++;
        // The fallback offering the right question (您是不是想问「…」), as the robot lists it.
        if (result.suggestions.includes(standard)) offered++;
      } else wrong++;
      const got = result.matched.kind === 'qa' ? result.matched.question : '（兜底）';
      misses.push(`  ${asked} → ${got} ${result.score.toFixed(2)}（应为 ${standard}）`);
    }
  }
  for (const asked of set.unanswerable) {
    const result = ask(asked);
    if (result.unknown && result.suggestions.length > 0) suggestedAnyway++;
    if (!result.unknown) {
      answeredAnyway++;
      const got = result.matched.kind === 'qa' ? result.matched.question : result.matched.kind;
      misses.push(`  ${asked} → ${got} ${result.score.toFixed(2)}（应兜底）`);
    }
  }
  const total = set.paraphrases.length;
  const unanswerable = set.unanswerable.length;
  console.log(`\n${set.name}：${total} 条改写，${unanswerable} 条库里没有的问题`);
  console.table({
    'top-1': percent(top1, total),
    'top-3': percent(top3, total),
    '兜底（本该回答）': percent(fellBack, total),
    '　其中提示了正确问题': percent(offered, fellBack),
    // The visitor then taps it or says 第N个 (offered-choice.ts): right on the second turn.
    答对或提示了正确问题: percent(top1 + offered, total),
    '答错（答成别的问题）': percent(wrong, total),
    无法回答却回答了: percent(answeredAnyway, unanswerable),
    '　兜底时提示了别的问题': percent(suggestedAnyway, unanswerable - answeredAnyway),
    错误回答合计: percent(wrong + answeredAnyway, total + unanswerable),
  });
  if (showMisses) console.log(misses.join('\n'));
}

async function evaluateKg(db: Database, baseId: string, title: string, questions: readonly KgEvalQuestion[]) {
  const kinds = new Map<string, { asked: number; right: number }>();
  const misses: string[] = [];
  for (const { kind, question, expected } of questions) {
    const result = await answerFromBuild(db, baseId, question);
    const answer = result?.answer ?? '';
    const right = answer !== '' && expected.every((word) => answer.includes(word));
    const tally = kinds.get(kind) ?? { asked: 0, right: 0 };
    tally.asked++;
    if (right) tally.right++;
    kinds.set(kind, tally);
    if (!right)
      misses.push(
        `  ${question} → ${answer || result?.reason || '（没有回答）'}（应含 ${expected.join('、')}）`,
      );
  }
  const answeredKinds = [...kinds.values()].filter((tally) => tally.right === tally.asked).length;
  const answered = [...kinds.values()].reduce((sum, tally) => sum + tally.right, 0);
  console.log(
    `\n${title}：${answeredKinds}/${kinds.size} 类问题全部答对，问题 ${percent(answered, questions.length)}`,
  );
  console.table(
    Object.fromEntries([...kinds].map(([kind, tally]) => [kind, `${tally.right}/${tally.asked}`])),
  );
  if (showMisses) console.log(misses.join('\n'));
}

/** The snapshot with `marks` added as similar questions of their pairs (standard question → asked). */
function withMarks(
  snapshot: KnowledgeSnapshot,
  marks: readonly (readonly [string, string])[],
): KnowledgeSnapshot {
  return {
    ...snapshot,
    pairs: snapshot.pairs.map((pair) => {
      const marked = marks.filter(([, standard]) => standard === pair.question).map(([asked]) => asked);
      return marked.length > 0 ? { ...pair, similarQuestions: [...pair.similarQuestions, ...marked] } : pair;
    }),
  };
}

function evaluateMarking(snapshot: KnowledgeSnapshot, libraryId: string, set: QaEvalSet) {
  const askOf = (index: KnowledgeIndex) => {
    const turns = firstTurns();
    return (question: string) => matchQuestion(index, question, { libraryId, turns });
  };
  const ask = askOf(buildKnowledgeIndex(snapshot));
  const marked = set.paraphrases.filter((_, at) => at % 2 === 0);
  const unseen = { ...set, paraphrases: set.paraphrases.filter((_, at) => at % 2 === 1) };
  const marks = marked.filter(([asked, standard]) => {
    const result = ask(asked);
    return result.matched.kind !== 'qa' || result.matched.question !== standard;
  });
  evaluateQa(ask, { ...unseen, name: `${set.name}，奇数条（标注前）` });
  evaluateQa(askOf(buildKnowledgeIndex(withMarks(snapshot, marks))), {
    ...unseen,
    name: `${set.name}，奇数条（偶数条里答错或兜底的 ${marks.length} 条标注为相似问之后）`,
  });
}

const database = await openInMemoryPglite();
try {
  const { db } = database;
  await seedDemoData(db, deriveServerKeys(randomBytes(32)).passwordVault);
  const [library] = await db
    .select({ id: qaLibraries.id, projectId: qaLibraries.projectId })
    .from(qaLibraries)
    .where(eq(qaLibraries.name, '展厅问答'));
  const snapshot = await loadKnowledge(db, library.projectId);
  const index = buildKnowledgeIndex(snapshot);
  const turns = firstTurns();
  const ask = (question: string) => matchQuestion(index, question, { libraryId: library.id, turns });
  console.log(
    `answer-quality eval, ${new Date().toISOString()}: the demo 展厅问答 library, as its test chat asks it`,
  );
  const sets =
    paths.length > 0
      ? await setsFrom(paths)
      : [
          HELD_OUT_SET,
          SECOND_HELD_OUT_SET,
          THIRD_HELD_OUT_SET,
          FOURTH_HELD_OUT_SET,
          FIFTH_HELD_OUT_SET,
          SIXTH_HELD_OUT_SET,
          SEVENTH_HELD_OUT_SET,
          EIGHTH_HELD_OUT_SET,
          NINTH_HELD_OUT_SET,
          TENTH_HELD_OUT_SET,
          ELEVENTH_HELD_OUT_SET,
          TWELFTH_HELD_OUT_SET,
          THIRTEENTH_HELD_OUT_SET,
          FOURTEENTH_HELD_OUT_SET,
          FIFTEENTH_HELD_OUT_SET,
          SIXTEENTH_HELD_OUT_SET,
          ISSUE_EXAMPLES,
        ];
  for (const set of sets) evaluateQa(ask, set);
  if (afterMarking) for (const set of sets) evaluateMarking(snapshot, library.id, set);

  const [base] = await db.select({ id: kgBases.id }).from(kgBases).where(eq(kgBases.name, '展馆知识图谱'));
  await evaluateKg(db, base.id, '知识图谱（展馆知识图谱）各类问题', KG_QUESTIONS);
  await evaluateKg(db, base.id, '知识图谱：问题单里的例子', KG_ISSUE_EXAMPLES);
} finally {
  await database.close();
}
