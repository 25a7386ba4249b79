import { useState } from 'react';
import type { PermittedRow } from '../../shared/api/resource-permissions';

/** A row a batch operation can act on: its id, its name (named in reasons) and its flags. */
export type SelectableRow = Pick<PermittedRow, 'permissions'> & { id: string; name: string };

export interface ResourceSelection<Row extends SelectableRow> {
  /** The list is in selection mode (cards toggle instead of opening). */
  selecting: boolean;
  /** Selected rows, kept across pages in the order they were picked. */
  rows: Row[];
  isSelected(id: string): boolean;
  toggle(row: Row): void;
  start(): void;
  /** Leaves selection mode and forgets the selection. */
  stop(): void;
}

/** The selection of a list's batch operations (批量标签, 批量共享). */
export function useResourceSelection<Row extends SelectableRow>(): ResourceSelection<Row> {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Map<string, Row>>(new Map());
  return {
    selecting,
    rows: [...selected.values()],
    isSelected: (id) => selected.has(id),
    toggle: (row) =>
      setSelected((current) => {
        const next = new Map(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      }),
    start: () => setSelecting(true),
    stop: () => {
      setSelecting(false);
      setSelected(new Map());
    },
  };
}
