import type { FieldMeta } from '../../../shared/screen/fields';
import { useEditor } from '../../store/editor-store';
import { FieldRow } from './FieldRow';
import { MediaPicker, type MediaPickerKind } from './MediaPicker';

export interface MediaFieldProps {
  meta: FieldMeta;
  kind: MediaPickerKind;
  value: string;
  optional: boolean;
  problem: string | null;
  onChange: (url: string) => void;
  /** A row of a list: no label of its own. */
  bare?: boolean;
}

/** A picture or video of the screen, chosen in the project's media library. */
export function MediaField({ meta, kind, value, optional, problem, onChange, bare }: MediaFieldProps) {
  const projectId = useEditor((state) => state.projectId);
  const picker = (
    <MediaPicker
      label={meta.label}
      kind={kind}
      value={value}
      optional={optional}
      invalid={problem !== null}
      projectId={projectId}
      onChange={onChange}
    />
  );
  if (bare) return picker;
  return (
    <FieldRow label={meta.label} problem={problem}>
      {picker}
    </FieldRow>
  );
}
