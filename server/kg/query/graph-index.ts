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

  constructor(private readonly snapshot: KgSnapshot) {
    for (const concept of snapshot.concepts) {
      this.concepts.set(concept.id, concept);
      this.conceptsByName.set(key(concept.name), concept);
      if (concept.parentId)
        this.children.set(concept.parentId, [...(this.children.get(concept.parentId) ?? []), concept.id]);
    }
    for (const entity of snapshot.entities) {
      this.byId.set(entity.id, entity);
      for (const name of new Set([entity.name, ...entity.aliases].map(key))) {
        this.byName.set(name, [...(this.byName.get(name) ?? []), entity]);
      }
      this.entitiesByConcept.set(entity.conceptId, [
        ...(this.entitiesByConcept.get(entity.conceptId) ?? []),
        entity,
      ]);
    }
  }

  entity(id: string): SnapshotEntity | undefined {
    return this.byId.get(id);
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
