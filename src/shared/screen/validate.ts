import type { z } from 'zod';
import { MAX_DOCUMENT_BYTES, MAX_TREE_DEPTH } from './constants';
import type { ScreenDocument, ScreenPage } from './document';
import { BROKEN_MEDIA } from './fields';
import { isServableMediaUrl } from './media-url';
import type { ScreenNode } from './node';
import { SCREEN_MSG } from './problem-messages';
import type { TagDefinition } from './tags/define';
import { acceptsChild, tagDefinition } from './tags/registry';
import { IN_CHINESE } from './zod-chinese';

/**
 * One thing wrong with a document, in Chinese, pointing at where to fix it. `blocksSave` problems
 * (unknown tags, broken media references, duplicate ids, misplaced elements, size limits) make
 * the server refuse the document; the others (an empty required text) only block release.
 */
export interface ScreenProblem {
  pageId: string | null;
  nodeId: string | null;
  /** `data.items.0.src`, `attrs.layout`, `name`, `global.logoUrl`, or null for the whole element. */
  field: string | null;
  message: string;
  blocksSave: boolean;
}

const STYLE_REFERENCE = /url\(|expression\(|javascript:|@import/i;

/** Checks everything a designer or the server must know before saving or releasing. */
export function validateDocument(doc: ScreenDocument): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const bytes = new TextEncoder().encode(JSON.stringify(doc)).length;
  if (bytes > MAX_DOCUMENT_BYTES) {
    problems.push(documentProblem(SCREEN_MSG.tooLarge(MAX_DOCUMENT_BYTES / 1024 / 1024), null));
  }
  problems.push(...validateGlobal(doc));
  if (!doc.pages.some((page) => page.type === 'MAIN')) {
    problems.push({ ...documentProblem(SCREEN_MSG.mainPageRequired, null), blocksSave: false });
  }
  const pageIds = new Set<string>();
  const nodeIds = new Set<string>();
  for (const page of doc.pages) {
    if (pageIds.has(page.id)) problems.push(documentProblem(SCREEN_MSG.duplicatePageId(page.id), null));
    pageIds.add(page.id);
    if (page.name.trim() === '') {
      problems.push({
        pageId: page.id,
        nodeId: null,
        field: 'name',
        message: SCREEN_MSG.pageNameRequired,
        blocksSave: false,
      });
    }
    problems.push(...validatePage(page, nodeIds));
  }
  return problems;
}

function documentProblem(message: string, field: string | null): ScreenProblem {
  return { pageId: null, nodeId: null, field, message, blocksSave: true };
}

function validateGlobal(doc: ScreenDocument): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  if (!isServableMediaUrl(doc.global.logoUrl))
    problems.push(documentProblem(SCREEN_MSG.logoBroken, 'global.logoUrl'));
  if (doc.global.wakeWord.trim() === '') {
    problems.push({ ...documentProblem(SCREEN_MSG.wakeWordRequired, 'global.wakeWord'), blocksSave: false });
  }
  return problems;
}

function validatePage(page: ScreenPage, nodeIds: Set<string>): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const at = (node: ScreenNode, field: string | null, message: string, blocksSave = true) =>
    problems.push({ pageId: page.id, nodeId: node.id, field, message, blocksSave });

  const rootDefinition = tagDefinition(page.ast.tag);
  if (!rootDefinition) at(page.ast, null, SCREEN_MSG.missingPageTag(page.ast.tag));
  else if (rootDefinition.kind !== 'page') at(page.ast, null, SCREEN_MSG.notAPageTag(rootDefinition.name));
  else if (rootDefinition.pageType !== page.type)
    at(page.ast, null, SCREEN_MSG.pageTypeMismatch(page.name, rootDefinition.name));

  const stack: Array<{ node: ScreenNode; parent: ScreenNode | null; depth: number }> = [
    { node: page.ast, parent: null, depth: 1 },
  ];
  while (stack.length > 0) {
    const { node, parent, depth } = stack.pop()!;
    if (depth > MAX_TREE_DEPTH) {
      at(node, null, SCREEN_MSG.tooDeep(MAX_TREE_DEPTH));
      continue;
    }
    if (nodeIds.has(node.id)) at(node, null, SCREEN_MSG.duplicateNodeId(node.id));
    nodeIds.add(node.id);
    const definition = tagDefinition(node.tag);
    if (parent) {
      if (!definition) at(node, null, SCREEN_MSG.missingComponentTag(node.tag));
      else if (definition.kind === 'page') at(node, null, SCREEN_MSG.pageTagInside(definition.name));
      else if (tagDefinition(parent.tag) && !acceptsChild(parent.tag, node.tag)) {
        at(node, null, SCREEN_MSG.misplaced(tagDefinition(parent.tag)!.name, definition.name));
      }
    }
    if (definition) {
      for (const problem of sectionProblems(definition, node))
        at(node, problem.field, problem.message, problem.blocksSave);
    }
    if (
      Object.values(node.styles).some((value) => typeof value === 'string' && STYLE_REFERENCE.test(value))
    ) {
      at(node, 'styles', SCREEN_MSG.styleReference);
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) {
      stack.push({ node: node.children[i], parent: node, depth: depth + 1 });
    }
  }
  return problems;
}

function sectionProblems(definition: TagDefinition, node: ScreenNode) {
  const issues = (section: 'data' | 'attrs', schema: z.ZodObject) =>
    (schema.safeParse(node[section], IN_CHINESE).error?.issues ?? []).map((issue) => ({
      field: [section, ...issue.path.map(String)].join('.'),
      message: `${definition.name}：${issue.message}`,
      blocksSave: issue.code === 'custom' && issue.params?.[BROKEN_MEDIA] === true,
    }));
  return [...issues('data', definition.data), ...issues('attrs', definition.attrs)];
}
