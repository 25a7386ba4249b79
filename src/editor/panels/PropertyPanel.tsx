import { useEditor, useSelectedNode } from '../store/editor-store';
import { ControlStyleAnchor } from './ControlStyleAnchor';
import { MultiSelectionSummary } from './MultiSelectionSummary';
import { NodeProperties } from './NodeProperties';
import { PageProperties } from './PageProperties';

/**
 * The right-hand inspector: the selected element's fields, a summary with group actions when
 * several are selected, or the current page's settings when nothing is.
 */
export function PropertyPanel() {
  const count = useEditor((state) => state.selection.length);
  const node = useSelectedNode();
  return (
    <>
      <ControlStyleAnchor />
      {count > 1 ? (
        <MultiSelectionSummary />
      ) : node ? (
        <NodeProperties key={node.id} node={node} />
      ) : (
        <PageProperties />
      )}
    </>
  );
}
