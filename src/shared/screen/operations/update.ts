import type { ScreenDocument } from '../document';
import { locateForEdit, ScreenOperationError } from './find';

export type NodeSection = 'data' | 'attrs' | 'styles';
export type ValuePath = readonly (string | number)[];

export interface NodeUpdate {
  id: string;
  section: NodeSection;
  /** Where in the section: `['dataSource', 0, 2, 'title']`; empty replaces the whole section. */
  path: ValuePath;
  /** The new value; undefined deletes the key (an array entry is spliced out). */
  value: unknown;
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

type Container = Record<string | number, unknown>;

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

/**
 * Sets one value of a node's data, attrs or styles. Missing intermediate objects and arrays are
 * created (an array where the next key is a number).
 */
export function updateNode(doc: ScreenDocument, { id, section, path, value }: NodeUpdate): void {
  if (path.some((key) => typeof key === 'string' && FORBIDDEN_KEYS.has(key))) {
    throw new ScreenOperationError('无效的属性路径');
  }
  const { node } = locateForEdit(doc, id);
  if (path.length === 0) {
    if (!isContainer(value) || Array.isArray(value)) throw new ScreenOperationError('属性必须是一个对象');
    node[section] = value as never;
    return;
  }
  let container: Container = node[section];
  for (let depth = 0; depth < path.length - 1; depth += 1) {
    const key = path[depth];
    if (!isContainer(container[key])) container[key] = typeof path[depth + 1] === 'number' ? [] : {};
    container = container[key] as Container;
  }
  const last = path[path.length - 1];
  if (value !== undefined) container[last] = value;
  else if (Array.isArray(container) && typeof last === 'number') container.splice(last, 1);
  else delete container[last];
}

/** The history merge key of an update: edits of one field by one person merge into one step. */
export function updateMergeKey({ id, section, path }: Omit<NodeUpdate, 'value'>): string {
  return `update:${id}:${section}:${path.join('.')}`;
}
