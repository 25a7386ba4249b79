import type { ReactNode } from 'react';
import { Breadcrumbs, type ExtraCrumb } from './Breadcrumbs';

/** The frame of a content page: breadcrumbs derived from the route table, then the page. */
export function PageContainer({
  children,
  crumbsBeforeLast,
}: {
  children: ReactNode;
  crumbsBeforeLast?: readonly ExtraCrumb[];
}) {
  return (
    <div style={{ padding: '16px 24px 24px' }}>
      <Breadcrumbs beforeLast={crumbsBeforeLast} />
      <div style={{ marginTop: 16 }}>{children}</div>
    </div>
  );
}
