import { PAGE_TYPE_NAMES, type ScreenPage } from '../../shared/screen/document';
import type { ScreenNode } from '../../shared/screen/node';
import { indexPage, walkTree } from '../../shared/screen/node-index';
import type { InsertTarget } from '../../shared/screen/operations/insert';
import { acceptsChild, tagDefinition } from '../../shared/screen/tags/registry';

export type InsertPlace = { ok: true; target: InsertTarget } | { ok: false; reason: string };

/**
 * Where a click on a palette item puts the new element on the current page: right after the
 * selected element when its parent takes the tag, inside the selected container when it takes
 * it, else at the end of the page's first content region that takes it (free layers: the page).
 * When no region takes it, the reason names the page type.
 */
export function insertPlace(page: ScreenPage, tag: string, selectedId: string | null): InsertPlace {
  const index = indexPage(page.ast);
  const selected = selectedId === null ? undefined : index.get(selectedId);
  if (selected?.parent && acceptsChild(selected.parent.tag, tag)) {
    return { ok: true, target: { parentId: selected.parent.id, index: selected.index + 1 } };
  }
  if (selected && acceptsChild(selected.node.tag, tag))
    return { ok: true, target: { parentId: selected.node.id } };
  // Modules go to the page's content region rather than loose on the page, which also takes them.
  const accepting: ScreenNode[] = [];
  walkTree(page.ast, (node) => {
    if (acceptsChild(node.tag, tag)) accepting.push(node);
  });
  const region = accepting.find((node) => tagDefinition(node.tag)?.kind === 'container') ?? accepting[0];
  if (region) return { ok: true, target: { parentId: region.id } };
  return { ok: false, reason: cannotAddReason(page, tag) };
}

/** Why a page cannot take an element of a tag: it names the page type (唤醒页不能添加功能列表). */
export function cannotAddReason(page: ScreenPage, tag: string): string {
  return `${PAGE_TYPE_NAMES[page.type]}不能添加${tagDefinition(tag)?.name ?? tag}`;
}

/** The distinct tags on a page: what decides which palette entries it can take anywhere. */
export function tagsOnPage(page: ScreenPage): ReadonlySet<string> {
  const tags = new Set<string>();
  walkTree(page.ast, (node) => {
    tags.add(node.tag);
  });
  return tags;
}

/**
 * Why no element of the page (given its tags) can take an element of `tag`, or null when one can:
 * the same answer as `insertPlace` without a selection, for every palette tile at once.
 */
export function blockedReason(page: ScreenPage, tag: string, tags: ReadonlySet<string>): string | null {
  for (const parent of tags) if (acceptsChild(parent, tag)) return null;
  return cannotAddReason(page, tag);
}
