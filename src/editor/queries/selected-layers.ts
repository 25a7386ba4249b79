import { findNode } from '../../shared/screen/operations/find';
import { tagDefinition } from '../../shared/screen/tags/registry';
import type { EditorState } from '../store/editor-state';

/** The selected free layers (logo, sticker, floating button). */
export function selectedLayerIds({ doc, selection }: Pick<EditorState, 'doc' | 'selection'>): string[] {
  return selection.filter((id) => {
    const tag = findNode(doc, id)?.node.tag;
    return tag !== undefined && tagDefinition(tag)?.kind === 'layer';
  });
}
