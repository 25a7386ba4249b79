import { create } from 'zustand';
import type { ConceptLevel } from '../../shared/api/knowledge-graph';

/** Which side of a base the detail screen shows (spec section 3: selectType). */
export type SelectType = 'concept' | 'entity';

/**
 * The knowledge graph client state of spec section 3: the open base, the side shown, the concept
 * tree (conceptList) and the tree read from the entity list's conceptLevels (entityList), the
 * selected concept and entity. Server data stays in react-query; this holds what the screen picked.
 */
export interface KnowledgeGraphState {
  knowledgeGraphID: string;
  knowledgeGraphName: string;
  selectType: SelectType;
  conceptList: ConceptLevel[];
  entityList: ConceptLevel[];
  selectedConceptId: string | null;
  selectedEntityId: string | null;
  open(base: { id: string; name: string }): void;
  setSelectType(selectType: SelectType): void;
  setConceptList(levels: ConceptLevel[]): void;
  setEntityList(levels: ConceptLevel[]): void;
  selectConcept(id: string | null): void;
  selectEntity(id: string | null): void;
}

export const useKnowledgeGraph = create<KnowledgeGraphState>((set, get) => ({
  knowledgeGraphID: '',
  knowledgeGraphName: '',
  selectType: 'concept',
  conceptList: [],
  entityList: [],
  selectedConceptId: null,
  selectedEntityId: null,
  open: (base) => {
    // Another base starts afresh; the same base (a rename) keeps what was picked.
    if (get().knowledgeGraphID === base.id) return set({ knowledgeGraphName: base.name });
    set({
      knowledgeGraphID: base.id,
      knowledgeGraphName: base.name,
      selectType: 'concept',
      conceptList: [],
      entityList: [],
      selectedConceptId: null,
      selectedEntityId: null,
    });
  },
  setSelectType: (selectType) => set({ selectType }),
  setConceptList: (conceptList) => set({ conceptList }),
  setEntityList: (entityList) => set({ entityList }),
  selectConcept: (selectedConceptId) => set({ selectedConceptId, selectedEntityId: null }),
  selectEntity: (selectedEntityId) => set({ selectedEntityId }),
}));
