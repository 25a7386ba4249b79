import { CheckCircleFilled, CloseCircleFilled, RightOutlined } from '@ant-design/icons';
import { Alert, Spin, Typography } from 'antd';
import styles from './Publish.module.css';
import type { ProblemGroup, ProblemTarget } from './problem-groups';
import type { LayoutCheck } from './use-layout-check';

export interface ProblemListProps {
  groups: readonly ProblemGroup[];
  pageCount: number;
  /** The layout half of the check (overlaps, cut-off parts), measured in the browser. */
  layout: LayoutCheck;
  onOpen(target: ProblemTarget): void;
}

/** The result of the release check: every problem, grouped by where it is fixed, each a link there. */
export function ProblemList({ groups, pageCount, layout, onOpen }: ProblemListProps) {
  const count = groups.reduce((sum, group) => sum + group.problems.length, 0);
  if (count === 0 && layout.state === 'checking') {
    return (
      // Laid out as the passed result below, so that nothing under the check moves when it ends.
      <div className={styles.passed} role="status">
        <span className={styles.checkingIcon}>
          <Spin size="large" />
        </span>
        <Typography.Text strong style={{ fontSize: 16 }}>
          正在检查版面
        </Typography.Text>
        <Typography.Text type="secondary">按机器人屏幕的实际尺寸检查 {pageCount} 个页面…</Typography.Text>
      </div>
    );
  }
  if (count === 0 && layout.state === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        title="版面检查未能完成"
        description={`${layout.reason}。内容检查已通过；发布前请在右侧预览中确认每个页面显示正常。`}
      />
    );
  }
  if (count === 0) {
    return (
      <div className={styles.passed}>
        <CheckCircleFilled className={styles.passedIcon} />
        <Typography.Text strong style={{ fontSize: 16 }}>
          检查通过
        </Typography.Text>
        <Typography.Text type="secondary">共 {pageCount} 个页面，没有发现问题，可以发布。</Typography.Text>
      </div>
    );
  }
  return (
    <>
      <Alert
        type="error"
        showIcon
        title={`发现 ${count} 个问题，修改后才能发布`}
        description="点击问题，前往修改的位置。"
      />
      {groups.map((group) => (
        <section key={group.key} aria-label={group.title}>
          <div className={styles.groupTitle}>
            {group.title}（{group.problems.length}）
          </div>
          {group.problems.map((problem, index) => (
            <button
              // A problem has no id of its own; its position in the check's answer is stable.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              type="button"
              className={styles.problem}
              onClick={() => onOpen(problem.target)}
            >
              <CloseCircleFilled className={styles.problemIcon} />
              <span>{problem.message}</span>
              <span className={styles.problemGo}>
                去修改 <RightOutlined />
              </span>
            </button>
          ))}
        </section>
      ))}
    </>
  );
}
