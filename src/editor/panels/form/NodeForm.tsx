import { Collapse, Form } from 'antd';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import type { ScreenNode } from '../../../shared/screen/node';
import { findNode } from '../../../shared/screen/operations/find';
import { EMPTY_PANEL_CONFIG, type PanelConfig } from '../../../shared/screen/panel';
import type { TagDefinition } from '../../../shared/screen/tags/define';
import { useEditor, useEditorCommands } from '../../store/editor-store';
import { AppearanceFields } from './AppearanceFields';
import styles from './form.module.css';
import { ListField } from './ListField';
import { focusedFieldKey, focusForOpenPath, openPathOf } from './list-focus';
import { APPEARANCE_SECTION, type PanelSection, panelSections, sectionOf } from './node-sections';
import { SchemaField } from './SchemaField';
import { isInlineKind } from './schema-fields';

export interface NodeFormProps {
  nodeId: string;
  definition: TagDefinition;
  /** Offer background and text colours (modules, widgets and layers; a page has its background picture). */
  withAppearance: boolean;
}

/**
 * The schema-driven form of one node. The panel config picks the open section and list entry
 * (a click on a card in the canvas opens that card, see list-focus.ts) and asks once to scroll
 * it into view. The form and its collapsible sections do not follow the node's edits: each
 * section's fields do (SectionFields), so a key press in a field re-renders that section's
 * field, not the sections around it.
 */
export const NodeForm = memo(function NodeForm({ nodeId, definition, withAppearance }: NodeFormProps) {
  // The panel config of another element (a module selected while this is the page's form) is
  // none of this form's business: following it re-rendered every field at each selection.
  const panel = useEditor((state) => (state.panel.selected === nodeId ? state.panel : EMPTY_PANEL_CONFIG));
  const { setPanel } = useEditorCommands();
  const container = useRef<HTMLDivElement>(null);
  const sections = useMemo(() => panelSections(definition), [definition]);
  const allKeys = useMemo(
    () => [...sections.map((section) => section.key), ...(withAppearance ? [APPEARANCE_SECTION] : [])],
    [sections, withAppearance],
  );
  // The form serves the next element of its kind too (PropertyPanel keeps it): each element
  // starts with every section open.
  const [closedOf, setClosedOf] = useState<{ nodeId: string; keys: string[] }>({ nodeId, keys: [] });
  const closed = closedOf.nodeId === nodeId ? closedOf.keys : [];
  const focusName = panel.selected === nodeId ? panel.name : null;
  const focusKey = focusedFieldKey(focusName);
  const focused = focusKey ? sectionOf(sections, focusKey) : undefined;
  const open = allKeys.filter((key) => key === focused?.key || !closed.includes(key));

  useEffect(() => {
    if (!panel.scrollIntoView || !focusName) return;
    const frame = requestAnimationFrame(() => {
      const root = container.current;
      const section = root?.querySelector(`[data-panel-section="${focused?.key ?? focusKey}"]`);
      // The open list (an inner one is named `dataSource.0`); its first entry of that index is
      // its own (an inner list's entries come after their group's header).
      const list = root?.querySelector(`[data-panel-list="${focusName}"]`);
      const target =
        (panel.dataIndex !== null && list?.querySelector(`[data-panel-entry="${panel.dataIndex}"]`)) ||
        root?.querySelector(`[data-panel-field="${focusKey}"]`) ||
        section;
      target?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
      setPanel({ scrollIntoView: false });
    });
    return () => cancelAnimationFrame(frame);
  }, [panel.scrollIntoView, panel.dataIndex, focusName, focusKey, focused?.key, setPanel]);

  const items = sections.map((section) => ({
    key: section.key,
    label: <span data-panel-section={section.key}>{section.title}</span>,
    children: <SectionFields nodeId={nodeId} section={section} panel={panel} focusKey={focusKey} />,
  }));
  if (withAppearance) {
    items.push({
      key: APPEARANCE_SECTION,
      label: <span data-panel-section={APPEARANCE_SECTION}>外观</span>,
      children: <AppearanceSection nodeId={nodeId} />,
    });
  }

  return (
    <div ref={container} className={styles.form}>
      <Form layout="vertical" size="small" component={false}>
        <Collapse
          ghost
          size="small"
          styles={{ header: { paddingInline: 16, fontWeight: 600 }, body: { padding: '4px 16px 8px' } }}
          activeKey={open}
          onChange={(keys) => {
            const shown = ([] as string[]).concat(keys);
            setClosedOf({ nodeId, keys: allKeys.filter((key) => !shown.includes(key)) });
            if (focused && !shown.includes(focused.key)) setPanel({ name: null, dataIndex: null });
          }}
          items={items}
        />
      </Form>
    </div>
  );
});

/**
 * The node, kept as long as its own fields (data, attrs, styles) are: the fields ignore its
 * children, so an edit of a module re-renders nothing in the form of the page that holds it.
 */
function useNodeFields(nodeId: string): ScreenNode | undefined {
  const last = useRef<ScreenNode | undefined>(undefined);
  return useEditor((state) => {
    const kept = last.current;
    // Deleted: a hidden form keeps its fields for the next element of its kind.
    const next = findNode(state.doc, nodeId)?.node ?? kept;
    if (kept && next && kept.data === next.data && kept.attrs === next.attrs && kept.styles === next.styles)
      return kept;
    last.current = next;
    return next;
  });
}

/** The background and text colours, following the node's edits. */
function AppearanceSection({ nodeId }: { nodeId: string }) {
  const node = useNodeFields(nodeId);
  return node ? <AppearanceFields node={node} /> : null;
}

/** One section's fields, following the node's edits. */
function SectionFields({
  nodeId,
  section,
  panel,
  focusKey,
}: {
  nodeId: string;
  section: PanelSection;
  panel: PanelConfig;
  focusKey: string | null;
}) {
  const node = useNodeFields(nodeId);
  const { setPanel } = useEditorCommands();
  if (!node) return null;
  if (
    section.fields.length === 1 &&
    !isInlineKind(section.fields[0].meta) &&
    section.fields[0].meta.kind !== 'group'
  ) {
    const [field] = section.fields;
    return (
      <ListField
        node={node}
        target={{ id: node.id, section: section.section, path: [field.key] }}
        field={field}
        openPath={focusKey === field.key ? openPathOf(panel, field.key) : []}
        onOpenPathChange={(path) => setPanel({ ...focusForOpenPath(field.key, path), scrollIntoView: false })}
      />
    );
  }
  return (
    <div className={section.columns === 2 ? styles.twoColumns : undefined}>
      {section.fields.map((field) => (
        <div key={field.key} data-panel-field={field.key}>
          <SchemaField
            node={node}
            target={{ id: node.id, section: section.section, path: [field.key] }}
            field={field}
          />
        </div>
      ))}
    </div>
  );
}
