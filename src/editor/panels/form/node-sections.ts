import type { NodeSection } from '../../../shared/screen/operations/update';
import type { TagDefinition } from '../../../shared/screen/tags/define';
import { type FieldDescriptor, isInlineKind, objectFields } from './schema-fields';

/**
 * How the property panel groups a node's fields: its inline content fields, one section per
 * data-source list or group, its variants (or, for a free layer, its position and size), and
 * its colours. Section keys double as the panel config's `name` of the open section; a field
 * key names the section that holds it.
 */
export interface PanelSection {
  key: string;
  title: string;
  section: NodeSection;
  fields: FieldDescriptor[];
  /** Inline fields side by side (positions and sizes). */
  columns: 1 | 2;
}

export const CONTENT_SECTION = 'content';
export const VARIANT_SECTION = 'variant';
export const APPEARANCE_SECTION = 'appearance';

export function panelSections(definition: TagDefinition): PanelSection[] {
  const sections: PanelSection[] = [];
  const add = (
    section: NodeSection,
    fields: FieldDescriptor[],
    key: string,
    title: string,
    columns: 1 | 2 = 1,
  ) => {
    if (fields.length > 0) sections.push({ key, title, section, fields, columns });
  };
  const data = objectFields(definition.data);
  add(
    'data',
    data.filter(({ meta }) => isInlineKind(meta)),
    CONTENT_SECTION,
    '内容',
  );
  for (const field of data.filter(({ meta }) => !isInlineKind(meta)))
    add('data', [field], field.key, field.meta.label);
  const attrs = objectFields(definition.attrs);
  const isLayer = definition.kind === 'layer';
  add(
    'attrs',
    attrs.filter(({ meta }) => isInlineKind(meta)),
    VARIANT_SECTION,
    isLayer ? '位置与尺寸' : '样式',
    isLayer ? 2 : 1,
  );
  for (const field of attrs.filter(({ meta }) => !isInlineKind(meta)))
    add('attrs', [field], field.key, field.meta.label);
  return sections;
}

/** The section that holds a field (or is the section named), for the panel config's `name`. */
export function sectionOf(sections: readonly PanelSection[], name: string): PanelSection | undefined {
  return sections.find(
    (section) => section.key === name || section.fields.some((field) => field.key === name),
  );
}
