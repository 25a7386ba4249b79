import type { CSSProperties, ReactNode } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import type { KnownTag, TagAttrs, TagData } from '../../shared/screen/tags/registry';

/** Attributes every component spreads on its outermost element: they make it selectable and measurable. */
export interface RootProps {
  'data-node-id': string;
  'data-tag': string;
  style: CSSProperties | undefined;
}

/**
 * What a tag's component receives. `data` and `attrs` are typed by the tag's schema but come from
 * a document being edited: a field may be empty or missing, so components read them defensively.
 */
export interface TagProps<T extends KnownTag> {
  node: ScreenNode;
  data: Partial<TagData<T>>;
  attrs: Partial<TagAttrs<T>>;
  root: RootProps;
  /** The node's children, already rendered. */
  children: ReactNode;
}
