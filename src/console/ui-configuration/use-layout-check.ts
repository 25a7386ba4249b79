import { useEffect, useState } from 'react';
import { createPageRenderer } from '../../runtime-host/page-renderer';
import type { ScreenDocument } from '../../shared/screen/document';
import { layoutProblems } from '../../shared/screen/layout-problems';
import type { ScreenProblem } from '../../shared/screen/validate';

export type LayoutCheck =
  | { state: 'checking' }
  | { state: 'done'; problems: ScreenProblem[] }
  | { state: 'failed'; reason: string };

/**
 * The publish check's layout half: every page laid out by the runtime at the screen's real size,
 * as the robot will show it, and its parts checked for overlaps and cut-off edges. Runs again
 * for each new document; a runtime that cannot be measured fails the check, it does not pass it.
 */
export function useLayoutCheck(doc: ScreenDocument | undefined): LayoutCheck {
  const [check, setCheck] = useState<LayoutCheck>({ state: 'checking' });
  useEffect(() => {
    if (!doc) return;
    let current = true;
    setCheck({ state: 'checking' });
    const measurer = createPageRenderer();
    const measureEveryPage = async () => {
      const problems: ScreenProblem[] = [];
      for (const page of doc.pages)
        problems.push(...layoutProblems(page.id, await measurer.measure(doc, page.id)));
      return problems;
    };
    measureEveryPage()
      .then(
        (problems) => current && setCheck({ state: 'done', problems }),
        (error: unknown) =>
          current &&
          setCheck({ state: 'failed', reason: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => measurer.dispose());
    return () => {
      current = false;
      measurer.dispose();
    };
  }, [doc]);
  return check;
}
