import type { IdFactory } from '../ids';
import type { ScreenNode } from '../node';
import { type KnownTag, TAG_DEFINITIONS, type TagAttrs, type TagData } from '../tags/registry';

/** Builds template trees: a node of a known tag, its sample defaults overridden where given. */
export function nodeBuilder(createId: IdFactory) {
  return function node<T extends KnownTag>(
    tag: T,
    data: Partial<TagData<T>> = {},
    attrs: Partial<TagAttrs<T>> = {},
    children: ScreenNode[] = [],
  ): ScreenNode {
    const defaults = TAG_DEFINITIONS[tag].defaults();
    return {
      id: createId(),
      tag,
      attrs: { ...defaults.attrs, ...attrs },
      styles: {},
      data: { ...defaults.data, ...data },
      children,
    };
  };
}

export type NodeBuilder = ReturnType<typeof nodeBuilder>;
