import type { KgSnapshot, SnapshotEntity } from '../build/snapshot';

export type IndexedAttribute = KgSnapshot['attributes'][number];
export type IndexedRelation = KgSnapshot['relations'][number];
type Concept = KgSnapshot['concepts'][number];

const key = (text: string) => text.trim().toLowerCase();

/** Names a schema item answers to: its name and its synonyms. */
const namesOf = (item: { name: string; synonyms: string[] }) => [item.name, ...item.synonyms].map(key);

/**
 * A build's snapshot indexed for questions: entities by name and alias, concepts by name with
 * their subtrees, and the attributes and relations each concept declares or inherits.
 */
export class GraphIndex {
  private readonly byId = new Map<string, SnapshotEntity>();
  private readonly byName = new Map<string, SnapshotEntity[]>();
  private readonly concepts = new Map<string, Concept>();
  private readonly conceptsByName = new Map<string, Concept>();
  private readonly children = new Map<string, string[]>();
  private readonly entitiesByConcept = new Map<string, SnapshotEntity[]>();
  private readonly longestName: number;
  private venueId: string | null | undefined;

  constructor(private readonly snapshot: KgSnapshot) {
    for (const concept of snapshot.concepts) {
      this.concepts.set(concept.id, concept);
      this.conceptsByName.set(key(concept.name), concept);
      if (concept.parentId)
        this.children.set(concept.parentId, [...(this.children.get(concept.parentId) ?? []), concept.id]);
    }
    let longest = 0;
    for (const entity of snapshot.entities) {
      for (const name of [entity.name, ...entity.aliases]) longest = Math.max(longest, name.length);
      this.byId.set(entity.id, entity);
      for (const name of new Set([entity.name, ...entity.aliases].map(key))) {
        this.byName.set(name, [...(this.byName.get(name) ?? []), entity]);
      }
      this.entitiesByConcept.set(entity.conceptId, [
        ...(this.entitiesByConcept.get(entity.conceptId) ?? []),
        entity,
      ]);
    }
    this.longestName = longest;
  }

  entity(id: string): SnapshotEntity | undefined {
    return this.byId.get(id);
  }

  get entities(): readonly SnapshotEntity[] {
    return this.snapshot.entities;
  }

  get conceptList(): readonly Concept[] {
    return this.snapshot.concepts;
  }

  /** The attributes and relations a concept declares or inherits. */
  itemsOf(conceptId: string): { attributes: IndexedAttribute[]; relations: IndexedRelation[] } {
    const chain = this.chain(conceptId);
    return {
      attributes: this.snapshot.attributes.filter((item) => chain.includes(item.conceptId)),
      relations: this.snapshot.relations.filter((item) => chain.includes(item.conceptId)),
    };
  }

  /** Whether an entity of `conceptId` is one of `ancestorId` (the concept or under it). */
  isA(conceptId: string, ancestorId: string): boolean {
    return this.chain(conceptId).includes(ancestorId);
  }

  /**
   * Entities named in a text, longest name first, left to right, not overlapping: [start, end)
   * of the text and the entity.
   */
  entityMentions(text: string): { start: number; end: number; entity: SnapshotEntity }[] {
    const wanted = key(text);
    const found: { start: number; end: number; entity: SnapshotEntity }[] = [];
    for (let start = 0; start < wanted.length; ) {
      let end = Math.min(wanted.length, start + this.longestName);
      for (; end > start + 1; end--) {
        const entity = this.byName.get(wanted.slice(start, end))?.[0];
        if (entity) break;
      }
      const entity = end > start + 1 ? this.byName.get(wanted.slice(start, end))?.[0] : undefined;
      if (entity) {
        found.push({ start, end, entity });
        start = end;
      } else start++;
    }
    return found;
  }

  /**
   * The place the graph is about (the museum of 门票多少钱 asked of its robot): the entity most
   * other entities point to, when it is the only one of its concept. Undefined when there is none.
   */
  get venue(): SnapshotEntity | undefined {
    if (this.venueId === undefined) {
      const incoming = new Map<string, number>();
      const count = (id: string | null) => {
        if (id) incoming.set(id, (incoming.get(id) ?? 0) + 1);
      };
      for (const entity of this.snapshot.entities) {
        for (const [, targetId] of entity.out) count(targetId);
        for (const [, linked] of Object.values(entity.values)) count(linked);
      }
      const [best] = [...incoming].sort((a, b) => b[1] - a[1]);
      const candidate = best ? this.byId.get(best[0]) : undefined;
      const alone = candidate && (this.entitiesByConcept.get(candidate.conceptId)?.length ?? 0) === 1;
      this.venueId = alone ? candidate.id : null;
    }
    return this.venueId ? this.byId.get(this.venueId) : undefined;
  }

  /** By name or alias; a concept's name stands for its only entity (展馆 → the one exhibition hall). */
  entityNamed(text: string): SnapshotEntity | undefined {
    const named = this.byName.get(key(text))?.[0];
    if (named) return named;
    const concept = this.conceptNamed(text);
    const under = concept ? this.entitiesUnder(concept.id) : [];
    return under.length === 1 ? under[0] : undefined;
  }

  conceptNamed(text: string): Concept | undefined {
    return this.conceptsByName.get(key(text));
  }

  /** The concept and its ancestors, the concept first. */
  private chain(conceptId: string): string[] {
    const chain: string[] = [];
    for (
      let at = this.concepts.get(conceptId);
      at && !chain.includes(at.id);
      at = this.concepts.get(at.parentId ?? '')
    ) {
      chain.push(at.id);
    }
    return chain;
  }

  entitiesUnder(conceptId: string): SnapshotEntity[] {
    const found: SnapshotEntity[] = [];
    const visit = (id: string) => {
      found.push(...(this.entitiesByConcept.get(id) ?? []));
      for (const child of this.children.get(id) ?? []) visit(child);
    };
    visit(conceptId);
    return found;
  }

  /** Exactly by name or synonym, else a name the text begins or that contains the text (门票 → 门票价格). */
  private findIn<T extends { conceptId: string; name: string; synonyms: string[] }>(
    items: T[],
    conceptId: string,
    text: string,
  ): T | undefined {
    const chain = this.chain(conceptId);
    const own = items.filter((item) => chain.includes(item.conceptId));
    const wanted = key(text);
    if (!wanted) return undefined;
    return (
      own.find((item) => namesOf(item).includes(wanted)) ??
      (wanted.length >= 2
        ? own.find((item) => namesOf(item).some((name) => name.startsWith(wanted) || wanted.startsWith(name)))
        : undefined)
    );
  }

  attributeOf(conceptId: string, text: string): IndexedAttribute | undefined {
    return this.findIn(this.snapshot.attributes, conceptId, text);
  }

  relationOf(conceptId: string, text: string): IndexedRelation | undefined {
    return this.findIn(this.snapshot.relations, conceptId, text);
  }
}
