import { RemoteSelect, type RemoteSelectProps } from '../../components/RemoteSelect';
import { kgApi } from '../kg-api';

/** A picked entity: its id and its name (antd labelInValue). */
export interface PickedEntity {
  value: string;
  label: string;
}

export interface EntityPickerProps extends Omit<RemoteSelectProps, 'fetchOptions'> {
  kgBaseId: string;
  /** Only entities of this concept (and its descendants). */
  conceptId: string;
  /** Left out of the options (an entity does not relate to itself). */
  exceptId?: string;
}

/** Picks entities of a concept by name, searching the server as one types. */
export function EntityPicker({ kgBaseId, conceptId, exceptId, ...rest }: EntityPickerProps) {
  return (
    <RemoteSelect
      labelInValue
      placeholder="搜索并选择实体"
      {...rest}
      fetchOptions={async (name, signal) => {
        const page = await kgApi.entities(
          { kgBaseId, conceptId, pageNo: 0, pageSize: 20, ...(name.trim() ? { name: name.trim() } : {}) },
          { quiet: true, signal },
        );
        return page.content
          .filter((entity) => entity.id !== exceptId)
          .map((entity) => ({ value: entity.id, label: entity.name }));
      }}
    />
  );
}
