import { Badge, Tag, Typography } from 'antd';
import { RuntimePreview } from '../../runtime-host/RuntimePreview';
import { PAGE_TYPE_NAMES, type ScreenDocument } from '../../shared/screen/document';
import { isHorizontal } from '../../shared/screen/orientation';
import styles from './Publish.module.css';
import type { ProblemGroup } from './problem-groups';

const PORTRAIT_BOX = { width: 200, height: 356 };
const LANDSCAPE_BOX = { width: 360, height: 203 };

export interface PagePreviewsProps {
  doc: ScreenDocument;
  groups: readonly ProblemGroup[];
}

/** Every page as the robot will show it, rendered by the runtime, with its problem count. */
export function PagePreviews({ doc, groups }: PagePreviewsProps) {
  const box = isHorizontal(doc.global.screenSize) ? LANDSCAPE_BOX : PORTRAIT_BOX;
  const problemsOf = (pageId: string) =>
    groups.find((group) => group.key === `page:${pageId}`)?.problems.length ?? 0;
  return (
    <div className={styles.previews}>
      {doc.pages.map((page) => {
        const name = page.name.trim() || PAGE_TYPE_NAMES[page.type];
        const problems = problemsOf(page.id);
        return (
          <figure key={page.id} className={styles.pagePreview} style={{ margin: 0 }}>
            <RuntimePreview doc={doc} pageId={page.id} box={box} title={`${name}预览`} />
            <figcaption className={styles.pageCaption} style={{ maxWidth: box.width }}>
              <Typography.Text strong ellipsis>
                {name}
              </Typography.Text>
              <Tag style={{ marginInlineEnd: 0 }}>{PAGE_TYPE_NAMES[page.type]}</Tag>
              {problems > 0 && <Badge count={problems} title={`${problems} 个问题`} />}
            </figcaption>
          </figure>
        );
      })}
    </div>
  );
}
