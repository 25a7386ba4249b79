import { type ReactNode, useContext, useEffect } from 'react';
import { MSG } from '../../shared/messages';
import type { ScreenNode } from '../../shared/screen/node';
import { ErrorReporterContext } from './screen-context';
import type { RootProps } from './tag-props';

/**
 * What an unregistered tag renders: a visible box naming the tag (never a blank screen), with
 * its children still shown. It reports the spec's error once: `Cannot find hoc` for a page tag,
 * `Cannot find hoc class` for an inner component.
 */
export function MissingTag({
  node,
  isPage,
  root,
  children,
}: {
  node: ScreenNode;
  isPage: boolean;
  root: RootProps;
  children: ReactNode;
}) {
  const report = useContext(ErrorReporterContext);
  const error = isPage ? MSG.hocMissing : MSG.hocClassMissing;
  useEffect(() => report(`${error}: ${node.tag}`, node.id), [report, error, node.tag, node.id]);
  return (
    // A missing page still lays its children out, in the neutral palette.
    <div
      {...root}
      className={isPage ? 'rb-page-root rb-theme-other rb-missing rb-missing--page' : 'rb-missing'}
      role="alert"
    >
      <div className="rb-missing__title">
        {isPage ? '找不到页面模板' : '找不到组件'}「{node.tag}」
      </div>
      <div className="rb-missing__detail">{error}</div>
      {children}
    </div>
  );
}
