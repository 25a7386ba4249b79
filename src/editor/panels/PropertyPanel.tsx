import { findNode } from '../../shared/screen/operations/find';
import { useEditor } from '../store/editor-store';
import { ControlStyleAnchor } from './ControlStyleAnchor';
import { MultiSelectionSummary } from './MultiSelectionSummary';
import { NodeProperties } from './NodeProperties';
import { PageProperties } from './PageProperties';

/**
 * The right-hand inspector: the selected element's fields, a summary with group actions when
 * several are selected, or the current page's settings when nothing is. It follows the selected
 * element's id and tag only: its edits reach the fields, not the panel around them.
 */
export function PropertyPanel() {
  const count = useEditor((state) => state.selection.length);
  const id = useEditor((state) => state.panel.selected);
  const tag = useEditor((state) => (id === null ? undefined : findNode(state.doc, id)?.node.tag));
  return (
    <>
      <ControlStyleAnchor />
      {count > 1 ? (
        <MultiSelectionSummary />
      ) : id !== null && tag !== undefined ? (
        <NodeProperties key={id} id={id} tag={tag} />
      ) : (
        <PageProperties />
      )}
    </>
  );
}
