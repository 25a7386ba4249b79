import { MAX_DOCUMENT_BYTES, MAX_TREE_DEPTH } from './constants';
import { type ScreenDocument, screenDocumentSchema } from './document';
import { SCREEN_MSG } from './problem-messages';
import { type ScreenProblem, validateDocument } from './validate';
import { IN_CHINESE } from './zod-chinese';

export type ParsedDocument =
  | { document: ScreenDocument; problems: ScreenProblem[] }
  | { document: null; problems: ScreenProblem[] };

function refusal(message: string, field: string | null = null): ParsedDocument {
  return { document: null, problems: [{ pageId: null, nodeId: null, field, message, blocksSave: true }] };
}

/** The depth of the deepest page tree, counted without recursion; stops once past the limit. */
function treeDepth(input: unknown): number {
  const pages = (input as { pages?: unknown })?.pages;
  if (!Array.isArray(pages)) return 0;
  let deepest = 0;
  const stack: Array<[unknown, number]> = pages.map((page) => [(page as { ast?: unknown })?.ast, 1]);
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_TREE_DEPTH) return deepest;
    const children = (node as { children?: unknown })?.children;
    if (Array.isArray(children)) for (const child of children) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Reads the structure of a document that came from outside (a request body, a file, a message):
 * refuses oversize or too deep input before parsing it, then checks its shape. `byteLength` is
 * the size of the raw body when known (the server's); otherwise the JSON size is measured.
 * Tags and field contents are not checked: see parseScreenDocument.
 */
export function parseScreenDocumentStructure(input: unknown, byteLength?: number): ParsedDocument {
  const bytes = byteLength ?? new TextEncoder().encode(JSON.stringify(input) ?? '').length;
  if (bytes > MAX_DOCUMENT_BYTES) return refusal(SCREEN_MSG.tooLarge(MAX_DOCUMENT_BYTES / 1024 / 1024));
  if (treeDepth(input) > MAX_TREE_DEPTH) return refusal(SCREEN_MSG.tooDeep(MAX_TREE_DEPTH));
  const parsed = screenDocumentSchema.safeParse(input, IN_CHINESE);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refusal(`${SCREEN_MSG.badStructure}：${issue.message}`, issue.path.map(String).join('.'));
  }
  return { document: parsed.data, problems: [] };
}

/** Reads a document from outside and validates it: structure first, then every page (validate.ts). */
export function parseScreenDocument(input: unknown, byteLength?: number): ParsedDocument {
  const structure = parseScreenDocumentStructure(input, byteLength);
  if (!structure.document) return structure;
  return { document: structure.document, problems: validateDocument(structure.document) };
}
