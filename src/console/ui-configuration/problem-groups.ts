import { PAGE_TYPE_NAMES, type PageType, type ScreenDocument } from '../../shared/screen/document';
import type { ScreenProblem } from '../../shared/screen/validate';

/** Where a problem is fixed: in the editor (at a page and element) or in the global settings. */
export type ProblemTarget =
  | { kind: 'editor'; pageId: string | null; nodeId: string | null }
  | { kind: 'globalSetting' };

export interface ProblemGroup {
  key: string;
  title: string;
  pageType: PageType | null;
  problems: Array<ScreenProblem & { target: ProblemTarget }>;
}

const isGlobalSetting = (problem: ScreenProblem) =>
  problem.pageId === null && !!problem.field?.startsWith('global.');

export function problemTarget(problem: ScreenProblem): ProblemTarget {
  return isGlobalSetting(problem)
    ? { kind: 'globalSetting' }
    : { kind: 'editor', pageId: problem.pageId, nodeId: problem.nodeId };
}

/**
 * The problems of a document for the publish screen, grouped where they are fixed: global
 * settings, the configuration as a whole, then each page in the document's order.
 */
export function groupProblems(doc: ScreenDocument, problems: readonly ScreenProblem[]): ProblemGroup[] {
  const groups: ProblemGroup[] = [
    { key: 'global', title: '全局设置', pageType: null, problems: [] },
    { key: 'document', title: '整套配置', pageType: null, problems: [] },
    ...doc.pages.map((page) => ({
      key: `page:${page.id}`,
      title: page.name.trim() || PAGE_TYPE_NAMES[page.type],
      pageType: page.type,
      problems: [],
    })),
  ];
  const byKey = new Map(groups.map((group) => [group.key, group]));
  for (const problem of problems) {
    const key = isGlobalSetting(problem) ? 'global' : problem.pageId ? `page:${problem.pageId}` : 'document';
    (byKey.get(key) ?? byKey.get('document')!).problems.push({ ...problem, target: problemTarget(problem) });
  }
  return groups.filter((group) => group.problems.length > 0);
}
