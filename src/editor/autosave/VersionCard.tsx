import type { ReactNode } from 'react';
import { RuntimePreview } from '../../runtime-host/RuntimePreview';
import { formatDateTime } from '../../shared/format/date';
import type { ScreenDocument } from '../../shared/screen/document';
import styles from './VersionCard.module.css';

export interface VersionCardProps {
  heading: string;
  badge: ReactNode;
  name: string;
  doc: ScreenDocument;
  /** When this version was last changed (ms since the epoch). */
  changedAt: number;
  /** Who saved it, when known. */
  by?: string;
  /** The page to show (default: the main page). */
  pageId?: string;
  footer?: ReactNode;
}

const PREVIEW_BOX = { width: 240, height: 260 };

/** One side of a comparison: a version's name, time, page count and a page of it, live. */
export function VersionCard({ heading, badge, name, doc, changedAt, by, pageId, footer }: VersionCardProps) {
  const shown =
    doc.pages.find((page) => page.id === pageId) ??
    doc.pages.find((page) => page.type === 'MAIN') ??
    doc.pages[0];
  return (
    <section className={styles.card} aria-label={heading}>
      <header className={styles.header}>
        <span className={styles.heading}>{heading}</span>
        {badge}
      </header>
      <div className={styles.preview}>
        {shown && (
          <RuntimePreview doc={doc} pageId={shown.id} box={PREVIEW_BOX} title={`${heading}的${shown.name}`} />
        )}
      </div>
      <dl className={styles.facts}>
        <dt>名称</dt>
        <dd>{name}</dd>
        <dt>修改时间</dt>
        <dd>{formatDateTime(changedAt)}</dd>
        {by && (
          <>
            <dt>保存人</dt>
            <dd>{by}</dd>
          </>
        )}
        <dt>页面</dt>
        <dd>
          {doc.pages.length} 个（{doc.pages.map((page) => page.name).join('、')}）
        </dd>
      </dl>
      {footer}
    </section>
  );
}
