import type { ScreenDocument } from '../../../src/shared/screen/document';
import type { ScreenNode } from '../../../src/shared/screen/node';

/** A copy of a document changed by `change`, as an editor would send it. */
export function edited(document: ScreenDocument, change: (draft: ScreenDocument) => void): ScreenDocument {
  const draft = structuredClone(document);
  change(draft);
  return draft;
}

/** The main page's module container, where designers drop modules. */
export function moduleContainer(document: ScreenDocument): ScreenNode {
  const main = document.pages.find((page) => page.type === 'MAIN');
  const container = main?.ast.children.find((node) => node.tag === 'rb-page');
  if (!container) throw new Error('the starting document has no module container');
  return container;
}

export function nodeOf(tag: string, id: string, children: ScreenNode[] = []): ScreenNode {
  return { id, tag, attrs: {}, styles: {}, data: {}, children };
}

/** A chain of `depth` nested nodes. */
export function nestedNodes(depth: number): ScreenNode {
  let node = nodeOf('rb-page', `deep-${depth}`);
  for (let level = depth - 1; level > 0; level -= 1) node = nodeOf('rb-page', `deep-${level}`, [node]);
  return node;
}
