import { IconProvider } from '@ant-design/icons';
import { Activity, useDeferredValue, useState } from 'react';
import { MediaStyleAnchor } from '../../console/media-library/MediaStyleAnchor';
import { findNode } from '../../shared/screen/operations/find';
import type { EditorState } from '../store/editor-state';
import { useEditorShallow } from '../store/editor-store';
import { ControlStyleAnchor } from './ControlStyleAnchor';
import { MultiSelectionSummary } from './MultiSelectionSummary';
import { NodeProperties } from './NodeProperties';
import { PageProperties } from './PageProperties';

/**
 * Each antd icon looks for antd's icon style sheet among <head>'s children when it mounts (a
 * check that it is there, dozens of icons per newly selected element). The console's shell has
 * put it there long before an editor opens, so the inspector's icons skip the check.
 */
const ICONS_WITHOUT_STYLE_CHECK = { zeroRuntime: true };

type InspectedNode = { kind: 'node'; id: string; tag: string };
type Inspected = { kind: 'several' } | InspectedNode | { kind: 'page' };

/** What the inspector shows: only the selected element's id and tag, not the element itself. */
function inspected(state: EditorState): Inspected {
  if (state.selection.length > 1) return { kind: 'several' };
  const id = state.panel.selected;
  const tag = id === null ? undefined : findNode(state.doc, id)?.node.tag;
  return id !== null && tag !== undefined ? { kind: 'node', id, tag } : { kind: 'page' };
}

/**
 * The right-hand inspector: the selected element's fields, a summary with group actions when
 * several are selected, or the current page's settings when nothing is. It follows the selected
 * element's id and tag only: its edits reach the fields, not the panel around them. A new
 * selection's fields are built in the background (a deferred value: React yields to input while
 * it builds them), so a key pressed right after a click in the canvas (Delete) is not held up.
 * The last element's fields stay (hidden while the page's settings show): the next element of
 * its kind fills them with its values instead of building antd's DOM again, whose commit and
 * style work cannot be interrupted by that key.
 */
export function PropertyPanel() {
  const current = useEditorShallow(inspected);
  const deferred = useDeferredValue(current);
  // Only a newly selected element waits: the page's settings (kept below) come back at once.
  const shown = current.kind === 'node' ? deferred : current;
  const [lastNode, setLastNode] = useState<InspectedNode | null>(null);
  if (shown.kind === 'node' && (shown.id !== lastNode?.id || shown.tag !== lastNode.tag)) setLastNode(shown);
  const node = shown.kind === 'node' ? shown : lastNode;
  return (
    <IconProvider value={ICONS_WITHOUT_STYLE_CHECK}>
      <ControlStyleAnchor />
      <MediaStyleAnchor />
      {shown.kind === 'several' && <MultiSelectionSummary />}
      {node && (
        <Activity mode={shown.kind === 'node' ? 'visible' : 'hidden'}>
          <NodeProperties key={node.tag} id={node.id} tag={node.tag} />
        </Activity>
      )}
      {/* Kept while hidden (its updates wait for idle time): after a delete the page's settings
          come back at once instead of being built again in the delete's task. */}
      <Activity mode={shown.kind === 'page' ? 'visible' : 'hidden'}>
        <PageProperties />
      </Activity>
    </IconProvider>
  );
}
