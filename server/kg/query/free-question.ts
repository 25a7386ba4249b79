import { attributeEdgeId, type QueryPathStep, valueNodeId } from '../../../src/shared/api/knowledge-graph';
import type { SlotSynonym } from '../../../src/shared/api/knowledge-graph-templates';
import type { SnapshotEntity } from '../build/snapshot';
import type { GraphIndex, IndexedAttribute, IndexedRelation } from './graph-index';
import { CONCEPT_CUES, GENERIC_CUES, ITEM_CUES, REVERSE_CUES } from './question-cues';
import type { MatchResult } from './question-matcher';

/**
 * Questions no template's pattern covers, read from the graph's own words: the entity named (or
 * the venue, for 门票多少钱 asked of the museum's robot), then what is asked of it, hop by hop —
 * an attribute or relation by its name, its synonyms or a visitor's cue (什么做的 → 材质), a
 * relation read backwards (苏颂有什么作品), the entities of a concept linked to it (博物馆有哪些
 * 展厅, 青铜器厅有哪些展品), and from the entities reached the next thing asked (张择端的作品在哪个
 * 展厅: 作品 → 清明上河图, 在哪个展厅 → 书画厅).
 */

type Target =
  | { kind: 'attribute'; item: IndexedAttribute }
  | { kind: 'relation'; item: IndexedRelation }
  | { kind: 'reverse'; item: IndexedRelation }
  | { kind: 'concept'; conceptId: string; name: string };

interface Mention {
  target: Target;
  start: number;
  end: number;
  /** A name or synonym of the graph above a cue; a longer cue above a shorter; a generic cue least. */
  strength: number;
}

interface Hop {
  sentence: string;
  reached: SnapshotEntity[];
  path: QueryPathStep[];
  nodeIds: string[];
  edgeIds: string[];
}

const NAMED = 10;
/** The least strength of a cue that asks for something in particular (a generic cue is 1). */
const SPECIFIC = 2;
const MAX_HOPS = 3;
const MAX_LISTED = 20;
/** Stands for a named entity in the text, so a cue is never found inside a name (水运仪象台's 台). */
const MASK = '\u0000';

const cueStrength = (cue: string) => (GENERIC_CUES.has(cue) ? 1 : cue.length);

/** Every place the graph's words and the cues for them occur in the (masked) text. */
function mentionsIn(index: GraphIndex, synonyms: readonly SlotSynonym[], text: string): Mention[] {
  const mentions: Mention[] = [];
  const add = (target: Target, phrase: string, strength: number) => {
    const wanted = phrase.trim().toLowerCase();
    const start = wanted ? text.indexOf(wanted) : -1;
    if (start >= 0) mentions.push({ target, start, end: start + wanted.length, strength });
  };
  const librarySynonyms = (name: string) =>
    synonyms.filter((entry) => entry.word === name).flatMap((entry) => entry.synonyms);
  const itemPhrases = (target: Target, item: { name: string; synonyms: string[] }) => {
    for (const name of [item.name, ...item.synonyms, ...librarySynonyms(item.name)])
      add(target, name, NAMED + name.length);
    for (const cue of ITEM_CUES[item.name] ?? []) add(target, cue, cueStrength(cue));
  };
  for (const concept of index.conceptList) {
    const { attributes, relations } = index.itemsOf(concept.id);
    for (const item of attributes.filter((attribute) => attribute.conceptId === concept.id))
      itemPhrases({ kind: 'attribute', item }, item);
    for (const item of relations.filter((relation) => relation.conceptId === concept.id)) {
      itemPhrases({ kind: 'relation', item }, item);
      for (const cue of REVERSE_CUES[item.name] ?? []) add({ kind: 'reverse', item }, cue, cueStrength(cue));
    }
    const target: Target = { kind: 'concept', conceptId: concept.id, name: concept.name };
    add(target, concept.name, NAMED + concept.name.length);
    for (const cue of CONCEPT_CUES[concept.name] ?? []) add(target, cue, cueStrength(cue));
  }
  return mentions;
}

const names = (entities: readonly SnapshotEntity[]) =>
  entities
    .slice(0, MAX_LISTED)
    .map((entity) => entity.name)
    .join('、');

/** What asking `target` of the entities reached gives, or null when it says nothing of them. */
function hopOf(index: GraphIndex, from: readonly SnapshotEntity[], target: Target): Hop | null {
  const hop: Hop = { sentence: '', reached: [], path: [], nodeIds: [], edgeIds: [] };
  const sentences: string[] = [];
  const reached = new Map<string, SnapshotEntity>();
  const reach = (entity: SnapshotEntity | undefined) => {
    if (entity) reached.set(entity.id, entity);
  };
  for (const entity of from) {
    if (target.kind === 'attribute') {
      if (!index.isA(entity.conceptId, target.item.conceptId)) continue;
      const stored = entity.values[target.item.id];
      if (!stored) continue;
      const [value, linked] = stored;
      sentences.push(`${entity.name}的${target.item.name}是${value}`);
      hop.path.push({ entity, attribute: { id: target.item.id, name: target.item.name, value } });
      hop.nodeIds.push(entity.id, linked ?? valueNodeId(entity.id, target.item.id));
      hop.edgeIds.push(attributeEdgeId(entity.id, target.item.id));
      reach(linked ? index.entity(linked) : undefined);
    } else if (target.kind === 'relation') {
      const links = entity.out.filter(([relationId]) => relationId === target.item.id);
      const targets = links.flatMap(([, id, edgeId]) => {
        const found = index.entity(id);
        return found ? [{ found, edgeId }] : [];
      });
      if (targets.length === 0) continue;
      sentences.push(`${entity.name}的${target.item.name}是${names(targets.map((link) => link.found))}`);
      for (const { found, edgeId } of targets) {
        hop.path.push({ entity, relation: { id: target.item.id, name: target.item.name, target: found } });
        hop.nodeIds.push(entity.id, found.id);
        hop.edgeIds.push(edgeId);
        reach(found);
      }
    } else {
      const sources = linkedTo(index, entity, target);
      if (sources.length === 0) continue;
      const listed = sources.map((source) => source.entity);
      sentences.push(
        target.kind === 'reverse'
          ? `${names(listed)}的${target.item.name}是${entity.name}`
          : `${entity.name}的${target.name}有：${names(listed)}`,
      );
      for (const source of sources) {
        hop.path.push(source.step);
        hop.nodeIds.push(source.entity.id, entity.id);
        hop.edgeIds.push(source.edgeId);
        reach(source.entity);
      }
    }
  }
  if (sentences.length === 0) return null;
  return { ...hop, sentence: sentences.join('；'), reached: [...reached.values()] };
}

/**
 * The entities pointing at `entity` that the target asks for: those whose relation `reverse`
 * reaches it, or the entities of a concept linked with it either way (a relation or a LINK
 * attribute from them to it, or from it to them).
 */
function linkedTo(
  index: GraphIndex,
  entity: SnapshotEntity,
  target: Extract<Target, { kind: 'reverse' | 'concept' }>,
): { entity: SnapshotEntity; step: QueryPathStep; edgeId: string }[] {
  const found: { entity: SnapshotEntity; step: QueryPathStep; edgeId: string }[] = [];
  const wanted = (candidate: SnapshotEntity) =>
    target.kind === 'reverse' || index.isA(candidate.conceptId, target.conceptId);
  for (const source of index.entities) {
    if (source.id === entity.id || !wanted(source)) continue;
    for (const [relationId, targetId, edgeId] of source.out) {
      if (targetId !== entity.id || (target.kind === 'reverse' && relationId !== target.item.id)) continue;
      const relation = index.itemsOf(source.conceptId).relations.find((item) => item.id === relationId);
      if (!relation) continue;
      const step = { entity: source, relation: { id: relation.id, name: relation.name, target: entity } };
      found.push({ entity: source, step, edgeId });
    }
    if (target.kind === 'reverse') continue;
    for (const [attributeId, [value, linked]] of Object.entries(source.values)) {
      if (linked !== entity.id) continue;
      const attribute = index.itemsOf(source.conceptId).attributes.find((item) => item.id === attributeId);
      if (!attribute) continue;
      const step = { entity: source, attribute: { id: attribute.id, name: attribute.name, value } };
      found.push({ entity: source, step, edgeId: attributeEdgeId(source.id, attribute.id) });
    }
  }
  return found;
}

/** The question answered from the graph's words, or null when it names nothing the graph answers. */
export function answerFreely(
  index: GraphIndex,
  synonyms: readonly SlotSynonym[],
  question: string,
): MatchResult | null {
  let text = question.toLowerCase();
  const [named] = index.entityMentions(text);
  for (const mention of index.entityMentions(text))
    text = text.slice(0, mention.start) + MASK.repeat(mention.end - mention.start) + text.slice(mention.end);
  const start = named?.entity ?? index.venue;
  if (!start) return null;
  const mentions = mentionsIn(index, synonyms, text);
  // Asked of the venue by default, only what is asked specifically (厕所在哪 is not its address);
  // past the first hop too (陶瓷厅里展的是什么 lists the exhibits, not what each of them is).
  const floorOf = (hop: number) => (named && hop === 0 ? 0 : SPECIFIC);
  const hops: Hop[] = [];
  let from: SnapshotEntity[] = [start];
  let after = named?.end ?? 0;
  const used = new Set<Mention>();
  while (hops.length < MAX_HOPS && from.length > 0) {
    const options = mentions
      .filter(
        (mention) => !used.has(mention) && mention.start >= after && mention.strength >= floorOf(hops.length),
      )
      .map((mention) => ({ mention, hop: hopOf(index, from, mention.target) }))
      .filter((option): option is { mention: Mention; hop: Hop } => option.hop !== null)
      .sort((a, b) => b.mention.strength - a.mention.strength || a.mention.start - b.mention.start);
    const [best] = options;
    if (!best) break;
    hops.push(best.hop);
    used.add(best.mention);
    after = best.mention.end;
    from = best.hop.reached;
  }
  if (hops.length === 0) return null;
  return {
    answer: hops.map((hop) => hop.sentence).join('，'),
    reason: null,
    path: hops.flatMap((hop) =>
      hop.path.map((step) => ({
        ...step,
        entity: { id: step.entity.id, name: step.entity.name },
        ...(step.relation
          ? {
              relation: {
                ...step.relation,
                target: { id: step.relation.target.id, name: step.relation.target.name },
              },
            }
          : {}),
      })),
    ),
    template: null,
    highlight: {
      nodeIds: [...new Set(hops.flatMap((hop) => hop.nodeIds))],
      edgeIds: [...new Set(hops.flatMap((hop) => hop.edgeIds))],
    },
  };
}
