import { PlusOutlined } from '@ant-design/icons';
import { Button, Collapse, Typography } from 'antd';
import { memo, useState } from 'react';
import { type FieldMeta, fieldMetaOf } from '../../../shared/screen/fields';
import type { ScreenNode } from '../../../shared/screen/node';
import { childTarget, type FieldTarget } from '../../commands/field-commands';
import { appendEntry, entryNoun, moveEntry, removeEntry } from '../../commands/list-entry-commands';
import { useEditorCommands } from '../../store/editor-store';
import { EntryActions } from './EntryActions';
import { EntrySummary } from './EntrySummary';
import styles from './form.module.css';
import { GroupFields } from './GroupFields';
import { SchemaField } from './SchemaField';
import {
  type FieldDescriptor,
  fieldProblem,
  LONG_TEXT,
  listItemSchema,
  maxLengthOf,
  newListEntry,
  valueAt,
} from './schema-fields';

/**
 * A list re-renders only when its entries or its open entry changed (typing elsewhere in the
 * panel leaves it alone). `onOpenPathChange` is left out: it only ever names this list's own key.
 */
function sameList(before: ListFieldProps, after: ListFieldProps): boolean {
  return (
    before.field.schema === after.field.schema &&
    before.field.meta.label === after.field.meta.label &&
    before.openPath?.join('.') === after.openPath?.join('.') &&
    before.target.id === after.target.id &&
    before.target.section === after.target.section &&
    before.target.path.join('.') === after.target.path.join('.') &&
    valueAt(before.node[before.target.section], before.target.path) ===
      valueAt(after.node[after.target.section], after.target.path)
  );
}

/** An entry of a text list: one line, or a text area for paragraphs. */
function textEntryMeta(label: string, max: number | undefined): FieldMeta {
  return { kind: max !== undefined && max > LONG_TEXT ? 'textarea' : 'text', label, max };
}

export interface ListFieldProps {
  node: ScreenNode;
  target: FieldTarget;
  field: FieldDescriptor;
  /**
   * The open entry, when the panel config drives it: its index, then (a list of lists) the open
   * entry of that entry's own list; [] when none is open. Without it the list keeps its own.
   */
  openPath?: readonly number[];
  onOpenPathChange?: (path: number[]) => void;
}

/**
 * A data-source list: its entries with up/down/delete, an add button, and the list's own limits.
 * Entries with several fields (cards, slides, groups) open one at a time; single pictures and
 * texts are edited in their row.
 */
export const ListField = memo(function ListField({
  node,
  target,
  field,
  openPath,
  onOpenPathChange,
}: ListFieldProps) {
  const commands = useEditorCommands();
  // The form serves the next element of its kind too: each element's entries start closed.
  const [ownOpen, setOwnOpen] = useState<{ nodeId: string; index: number | null }>({
    nodeId: node.id,
    index: null,
  });
  const open =
    openPath !== undefined ? (openPath[0] ?? null) : ownOpen.nodeId === node.id ? ownOpen.index : null;
  const setOpen = (index: number | null) =>
    onOpenPathChange
      ? onOpenPathChange(index === null ? [] : [index])
      : setOwnOpen({ nodeId: node.id, index });
  // An entry's own list follows the panel config too when this one does.
  const innerOpen = (index: number) =>
    openPath !== undefined && onOpenPathChange
      ? {
          openPath: open === index ? openPath.slice(1) : [],
          onOpenPathChange: (path: number[]) => onOpenPathChange([index, ...path]),
        }
      : {};
  const { meta } = field;
  const raw = valueAt(node[target.section], target.path);
  const list: readonly unknown[] = Array.isArray(raw) ? raw : [];
  const noun = entryNoun(meta);
  const min = meta.min ?? 0;
  const max = meta.max ?? Number.POSITIVE_INFINITY;
  const itemSchema = listItemSchema(field.schema);
  const itemMeta = fieldMetaOf(itemSchema);
  const opens = itemMeta?.kind === 'group' || itemMeta?.kind === 'list';
  // A text list's entries are plain strings: they are edited as texts named after their place.
  const rowField = (index: number): FieldDescriptor => ({
    key: String(index),
    schema: itemSchema,
    meta: {
      ...(itemMeta ?? textEntryMeta(noun, maxLengthOf(itemSchema))),
      label: `${noun} ${index + 1}`,
    },
    optional: false,
  });
  const problem = fieldProblem(field.schema, list);

  const add = () => {
    const entry = itemMeta ? newListEntry(itemSchema, list.at(-1)) : '';
    if (appendEntry(commands, target, meta, list, entry) && opens) setOpen(list.length);
  };
  const actions = (index: number) => (
    <EntryActions
      name={`${noun} ${index + 1}`}
      index={index}
      count={list.length}
      canRemove={list.length > min}
      removeBlockedReason={`至少保留${min}${meta.itemLabel ?? '项'}`}
      onMove={(step) => {
        if (moveEntry(commands, target, meta, list, index, step) && open === index) setOpen(index + step);
      }}
      onRemove={() => {
        if (removeEntry(commands, target, meta, index) && open !== null && open >= index)
          setOpen(open === index ? null : open - 1);
      }}
    />
  );

  const entries = opens ? (
    <Collapse
      size="small"
      accordion
      activeKey={open === null ? [] : [String(open)]}
      onChange={(keys) => {
        const key = ([] as string[]).concat(keys).at(-1);
        setOpen(key === undefined ? null : Number(key));
      }}
      items={list.map((entry, index) => ({
        key: String(index),
        label: <EntrySummary index={index} noun={noun} entry={entry} schema={itemSchema} />,
        extra: actions(index),
        children:
          itemMeta?.kind === 'list' ? (
            <ListField
              node={node}
              target={childTarget(target, index)}
              field={rowField(index)}
              {...innerOpen(index)}
            />
          ) : (
            <GroupFields node={node} target={childTarget(target, index)} schema={itemSchema} />
          ),
      }))}
    />
  ) : (
    <div className={styles.rows}>
      {list.map((_, index) => (
        // Entries have no identity of their own: the index is what the document addresses.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.row} data-panel-entry={index}>
          <span className={styles.rowIndex}>{index + 1}</span>
          <div className={styles.rowControl}>
            <SchemaField node={node} target={childTarget(target, index)} field={rowField(index)} bare />
          </div>
          {actions(index)}
        </div>
      ))}
    </div>
  );

  return (
    <div className={styles.list} data-panel-list={target.path.join('.')}>
      {entries}
      <Button
        block
        type="dashed"
        size="small"
        icon={<PlusOutlined />}
        disabled={list.length >= max}
        onClick={add}
        className={styles.addButton}
      >
        添加{noun}
      </Button>
      <Typography.Text type={problem ? 'danger' : 'secondary'} className={styles.listHint}>
        {problem ?? `${list.length} / ${max}${meta.itemLabel ?? ''}`}
      </Typography.Text>
    </div>
  );
}, sameList);
