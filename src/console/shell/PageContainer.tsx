import type { ReactNode } from 'react';
import { Breadcrumbs } from './Breadcrumbs';

/** The frame of a content page: breadcrumbs derived from the route table, then the page. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <div style={{ padding: '16px 24px 24px' }}>
      <Breadcrumbs />
      <div style={{ marginTop: 16 }}>{children}</div>
    </div>
  );
}
