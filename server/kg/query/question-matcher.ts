import { attributeEdgeId, type QueryPathStep, valueNodeId } from '../../../src/shared/api/knowledge-graph';
import {
  DEFAULT_ANSWERS,
  type QaTemplate,
  type SlotSynonym,
  type TemplateSlot,
} from '../../../src/shared/api/knowledge-graph-templates';
import type { SnapshotEntity } from '../build/snapshot';
import { answerFreely } from './free-question';
import type { GraphIndex, IndexedAttribute, IndexedRelation } from './graph-index';

/** A template with the library it comes from and that library's slot synonyms. */
export interface LibraryTemplate {
  libraryId: string;
  libraryName: string;
  template: QaTemplate;
  synonyms: SlotSynonym[];
}

export interface MatchResult {
  answer: string | null;
  reason: string | null;
  path: QueryPathStep[];
  template: {
    libraryId: string;
    libraryName: string;
    templateId: string;
    pattern: string;
    slots: { slot: string; text: string; resolved: string }[];
  } | null;
  highlight: { nodeIds: string[]; edgeIds: string[] };
}

type Part = { slot: TemplateSlot } | { text: string };

const LEADING = /^(请问一下|请问|你好|您好|我想知道|想问一下|请告诉我|告诉我)[，,\s]*/;
const TRAILING = /[\s?？。.!！,，、~]+$|(呢|呀|啊|吧|哦)+$/g;
const MAX_LIST = 20;

/** The question as matched: no greeting before it, no punctuation or particles after it. */
export function normalizeQuestion(question: string): string {
  let text = question.trim().toLowerCase().replace(LEADING, '');
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(TRAILING, '');
  }
  return text;
}

function partsOf(pattern: string): Part[] {
  const parts: Part[] = [];
  for (const piece of pattern.toLowerCase().split(/(\{[a-z]+\})/)) {
    if (!piece) continue;
    const slot = /^\{([a-z]+)\}$/.exec(piece)?.[1];
    parts.push(slot ? { slot: slot as TemplateSlot } : { text: normalizeQuestion(piece) || piece });
  }
  return parts;
}

/** Every way the pattern's slots can cover the question (literal parts must match exactly). */
function* fillings(
  parts: Part[],
  question: string,
  at = 0,
  index = 0,
  filled: Map<TemplateSlot, string> = new Map(),
): Generator<Map<TemplateSlot, string>> {
  if (index === parts.length) {
    if (at === question.length) yield new Map(filled);
    return;
  }
  const part = parts[index];
  if ('text' in part) {
    if (question.startsWith(part.text, at))
      yield* fillings(parts, question, at + part.text.length, index + 1, filled);
    return;
  }
  const next = parts[index + 1];
  for (let end = at + 1; end <= question.length; end += 1) {
    // A slot before a literal ends where that literal starts.
    if (next && 'text' in next && !question.startsWith(next.text, end)) continue;
    filled.set(part.slot, question.slice(at, end));
    yield* fillings(parts, question, end, index + 1, filled);
    filled.delete(part.slot);
  }
}

/** Literal characters first: the most specific pattern wins. */
const specificity = (pattern: string) => pattern.replace(/\{[a-z]+\}/g, '').length;

function answerText(format: string, values: Record<string, string>): string {
  return format.replace(
    /\{(entity|attribute|relation|concept|value)\}/g,
    (_, key: string) => values[key] ?? '',
  );
}

/**
 * Answers a question from a build: tries each pattern of each template (most specific first),
 * fills its slots from the question, resolves them in the graph (names, aliases and synonyms),
 * and reads the answer with the path that produced it and the nodes and edges to highlight.
 * A question no pattern answers is read from the graph's own words (free-question.ts).
 */
export function matchQuestion(
  index: GraphIndex,
  templates: LibraryTemplate[],
  question: string,
): MatchResult {
  const text = normalizeQuestion(question);
  const candidates = templates
    .filter((item) => item.template.enabled)
    .flatMap((item) => item.template.patterns.map((pattern) => ({ item, pattern })))
    .sort((a, b) => specificity(b.pattern) - specificity(a.pattern));
  let partial: MatchResult | null = null;
  for (const { item, pattern } of candidates) {
    const words = new GraphWords(index, item.synonyms);
    for (const filled of fillings(partsOf(pattern), text)) {
      const result = resolve(index, words, item, pattern, filled);
      if (result?.answer) return result;
      if (result && !partial) partial = result;
    }
  }
  const free = answerFreely(
    index,
    templates.flatMap((item) => item.synonyms),
    text,
  );
  if (free) return free;
  return (
    partial ?? {
      answer: null,
      reason: '没有匹配的问答模板，换个问法试试',
      path: [],
      template: null,
      highlight: { nodeIds: [], edgeIds: [] },
    }
  );
}

/** Slot text to graph things, through the library's synonyms. */
class GraphWords {
  private readonly canonical = new Map<string, string>();
  constructor(
    private readonly index: GraphIndex,
    synonyms: SlotSynonym[],
  ) {
    for (const entry of synonyms)
      for (const synonym of entry.synonyms)
        this.canonical.set(synonym.toLowerCase(), entry.word.toLowerCase());
  }
  private variants(text: string): string[] {
    const word = this.canonical.get(text);
    return word ? [text, word] : [text];
  }
  entity(text: string): SnapshotEntity | undefined {
    for (const variant of this.variants(text)) {
      const found = this.index.entityNamed(variant);
      if (found) return found;
    }
    return undefined;
  }
  attribute(entity: SnapshotEntity, text: string): IndexedAttribute | undefined {
    for (const variant of this.variants(text)) {
      const found = this.index.attributeOf(entity.conceptId, variant);
      if (found) return found;
    }
    return undefined;
  }
  relation(entity: SnapshotEntity, text: string): IndexedRelation | undefined {
    for (const variant of this.variants(text)) {
      const found = this.index.relationOf(entity.conceptId, variant);
      if (found) return found;
    }
    return undefined;
  }
  concept(text: string) {
    for (const variant of this.variants(text)) {
      const found = this.index.conceptNamed(variant);
      if (found) return found;
    }
    return undefined;
  }
}

function resolve(
  index: GraphIndex,
  words: GraphWords,
  item: LibraryTemplate,
  pattern: string,
  filled: Map<TemplateSlot, string>,
): MatchResult | null {
  const { template } = item;
  const slots: { slot: string; text: string; resolved: string }[] = [];
  const matched = () => ({
    libraryId: item.libraryId,
    libraryName: item.libraryName,
    templateId: template.id,
    pattern,
    slots,
  });
  const format = template.answer || DEFAULT_ANSWERS[template.kind];
  const empty = (reason: string): MatchResult => ({
    answer: null,
    reason,
    path: [],
    template: matched(),
    highlight: { nodeIds: [], edgeIds: [] },
  });

  if (template.kind === 'LIST') {
    const conceptText = filled.get('concept') ?? '';
    const concept = words.concept(conceptText);
    if (!concept) return null;
    slots.push({ slot: 'concept', text: conceptText, resolved: concept.name });
    const entities = index.entitiesUnder(concept.id).slice(0, MAX_LIST);
    if (entities.length === 0) return empty(`图谱中还没有「${concept.name}」的实体`);
    const value = entities.map((entity) => entity.name).join('、');
    return {
      answer: answerText(format, { concept: concept.name, value }),
      reason: null,
      path: entities.map((entity) => ({ entity: { id: entity.id, name: entity.name } })),
      template: matched(),
      highlight: { nodeIds: entities.map((entity) => entity.id), edgeIds: [] },
    };
  }

  const entityText = filled.get('entity') ?? '';
  const entity = words.entity(entityText);
  if (!entity) return null;
  slots.push({ slot: 'entity', text: entityText, resolved: entity.name });
  const targets: { slot: 'attribute' | 'relation' | null; text: string }[] =
    template.kind === 'FIXED'
      ? template.targets.map((target) => ({ slot: null, text: target.toLowerCase() }))
      : template.kind === 'ATTRIBUTE'
        ? [{ slot: 'attribute', text: filled.get('attribute') ?? '' }]
        : [{ slot: 'relation', text: filled.get('relation') ?? '' }];
  let recognised = false;
  for (const target of targets) {
    const attribute = target.slot !== 'relation' ? words.attribute(entity, target.text) : undefined;
    const relation =
      !attribute && target.slot !== 'attribute' ? words.relation(entity, target.text) : undefined;
    if (!attribute && !relation) continue;
    recognised = true;
    if (target.slot)
      slots.push({ slot: target.slot, text: target.text, resolved: (attribute ?? relation)?.name ?? '' });
    const found = attribute
      ? readAttribute(entity, attribute)
      : relation && readRelation(index, entity, relation);
    if (!found) continue;
    const itemName = attribute?.name ?? relation?.name ?? '';
    const names = { entity: entity.name, attribute: itemName, relation: itemName, value: found.value };
    return {
      answer: answerText(format, names),
      reason: null,
      path: found.path,
      template: matched(),
      highlight: found.highlight,
    };
  }
  return recognised ? empty(`图谱中没有「${entity.name}」的这项信息`) : null;
}

interface Found {
  value: string;
  path: QueryPathStep[];
  highlight: { nodeIds: string[]; edgeIds: string[] };
}

function readAttribute(entity: SnapshotEntity, attribute: IndexedAttribute): Found | null {
  const stored = entity.values[attribute.id];
  if (!stored) return null;
  const [value, linked] = stored;
  return {
    value,
    path: [
      {
        entity: { id: entity.id, name: entity.name },
        attribute: { id: attribute.id, name: attribute.name, value },
      },
    ],
    highlight: {
      nodeIds: [entity.id, linked ?? valueNodeId(entity.id, attribute.id)],
      edgeIds: [attributeEdgeId(entity.id, attribute.id)],
    },
  };
}

function readRelation(index: GraphIndex, entity: SnapshotEntity, relation: IndexedRelation): Found | null {
  const links = entity.out.filter(([relationId]) => relationId === relation.id);
  const steps = links.flatMap(([, targetId, edgeId]) => {
    const target = index.entity(targetId);
    return target ? [{ target, edgeId }] : [];
  });
  if (steps.length === 0) return null;
  return {
    value: steps.map((step) => step.target.name).join('、'),
    path: steps.map(({ target }) => ({
      entity: { id: entity.id, name: entity.name },
      relation: { id: relation.id, name: relation.name, target: { id: target.id, name: target.name } },
    })),
    highlight: {
      nodeIds: [entity.id, ...steps.map((step) => step.target.id)],
      edgeIds: steps.map((step) => step.edgeId),
    },
  };
}
