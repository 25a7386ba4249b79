import { memo } from 'react';
import type { ScreenNode } from '../../../shared/screen/node';
import { type FieldTarget, writeField } from '../../commands/field-commands';
import { useEditorCommands } from '../../store/editor-store';
import { ChoiceField } from './ChoiceField';
import { FieldRow } from './FieldRow';
import { GroupFields } from './GroupFields';
import { ListField } from './ListField';
import { MapPointField } from './MapPointField';
import { MediaField } from './MediaField';
import { NumberField } from './NumberField';
import { SwitchField } from './SwitchField';
import { type FieldDescriptor, fieldProblem, valueAt } from './schema-fields';
import { TextField } from './TextField';

export interface SchemaFieldProps {
  node: ScreenNode;
  target: FieldTarget;
  field: FieldDescriptor;
  /** A list entry's control: no label row of its own. */
  bare?: boolean;
}

/**
 * Re-render a field only when what it shows changed: the document is immutable, so an untouched
 * value keeps its identity and typing in one field leaves the others alone.
 */
function sameField(before: SchemaFieldProps, after: SchemaFieldProps): boolean {
  return (
    before.bare === after.bare &&
    before.field.schema === after.field.schema &&
    before.field.meta.label === after.field.meta.label &&
    before.target.id === after.target.id &&
    before.target.section === after.target.section &&
    before.target.path.join('.') === after.target.path.join('.') &&
    valueAt(before.node[before.target.section], before.target.path) ===
      valueAt(after.node[after.target.section], after.target.path)
  );
}

/** One field of a node, with the control its schema's kind calls for. */
export const SchemaField = memo(function SchemaField({ node, target, field, bare }: SchemaFieldProps) {
  const commands = useEditorCommands();
  const value = valueAt(node[target.section], target.path);
  const problem = fieldProblem(field.schema, value);
  const { meta } = field;
  const write = (next: unknown, typing = false) => writeField(commands, target, meta, next, { typing });

  switch (meta.kind) {
    case 'text':
    case 'textarea':
      return (
        <TextField
          meta={meta}
          value={typeof value === 'string' ? value : ''}
          problem={problem}
          bare={bare}
          onChange={(text) => write(text, true)}
          onDone={commands.sealHistory}
        />
      );
    case 'image':
    case 'video':
    case 'media':
      return (
        <MediaField
          meta={meta}
          kind={meta.kind}
          value={typeof value === 'string' ? value : ''}
          optional={field.optional}
          problem={problem}
          bare={bare}
          onChange={(url) => write(url)}
        />
      );
    case 'number':
      return (
        <NumberField
          meta={meta}
          value={value}
          problem={problem}
          onChange={(number) => write(number, true)}
          onDone={commands.sealHistory}
        />
      );
    case 'switch':
      return <SwitchField meta={meta} value={value} onChange={(on) => write(on)} />;
    case 'choice':
      return <ChoiceField meta={meta} value={value} problem={problem} onChange={(choice) => write(choice)} />;
    case 'list':
    case 'textList':
      // A list inside an entry (a category's questions); top-level lists are sections of their own.
      return (
        <FieldRow label={meta.label}>
          <ListField node={node} target={target} field={field} />
        </FieldRow>
      );
    case 'group':
      return <GroupFields node={node} target={target} schema={field.schema} />;
    case 'mapPoint':
      return <MapPointField node={node} target={target} meta={meta} value={value} />;
  }
}, sameField);
