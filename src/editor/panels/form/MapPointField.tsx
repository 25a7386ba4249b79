import { useId } from 'react';
import { MapPointSelect } from '../../../console/map/MapPointSelect';
import type { FieldMeta } from '../../../shared/screen/fields';
import type { ScreenNode } from '../../../shared/screen/node';
import { type FieldTarget, writeMapPoint } from '../../commands/field-commands';
import { useEditor, useEditorCommands } from '../../store/editor-store';
import { FieldRow } from './FieldRow';
import { valueAt } from './schema-fields';

export interface MapPointFieldProps {
  node: ScreenNode;
  target: FieldTarget;
  meta: FieldMeta;
  value: unknown;
}

/**
 * A destination's point on the project's maps (地图管理). Choosing one stores its id and writes
 * its name into the entry's name field in one edit (one undo step); clearing keeps the name.
 */
export function MapPointField({ node, target, meta, value }: MapPointFieldProps) {
  const projectId = useEditor((state) => state.projectId);
  const commands = useEditorCommands();
  const id = useId();
  const namePath = meta.nameField ? [...target.path.slice(0, -1), meta.nameField] : null;
  const storedName = namePath ? valueAt(node[target.section], namePath) : undefined;
  return (
    <FieldRow label={meta.label} htmlFor={id} extra="从地图管理中的点位选择，机器人将导航到该点位">
      <MapPointSelect
        id={id}
        projectId={projectId}
        value={typeof value === 'string' && value !== '' ? value : null}
        valueName={typeof storedName === 'string' ? storedName : undefined}
        style={{ width: '100%' }}
        onChange={(point) => writeMapPoint(commands, target, meta, point, namePath)}
      />
    </FieldRow>
  );
}
