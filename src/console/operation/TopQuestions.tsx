import { Card, Empty, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AskedQuestion } from '../../shared/api/operation';
import styles from './OperationScreens.module.css';

/** A ranked list of questions with how often each was asked, the bar relative to the first. */
export function TopQuestions({
  title,
  extra,
  questions,
  color,
  empty,
  onPick,
}: {
  title: string;
  extra?: ReactNode;
  questions: readonly AskedQuestion[];
  color: string;
  empty: string;
  /** A question picked: the turns behind its count. */
  onPick?(question: string): void;
}) {
  const most = questions[0]?.count ?? 1;
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      {questions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ol className={styles.ranking}>
          {questions.map((item, index) => (
            <li
              key={item.question}
              className={onPick ? styles.pickable : undefined}
              onClick={onPick ? () => onPick(item.question) : undefined}
              onKeyDown={onPick ? (event) => event.key === 'Enter' && onPick(item.question) : undefined}
              tabIndex={onPick ? 0 : undefined}
              title={onPick ? '查看这些提问' : undefined}
            >
              <span className={index < 3 ? styles.podium : styles.rank}>{index + 1}</span>
              <Flex vertical className={styles.rankBody}>
                <Flex justify="space-between" gap={12}>
                  <Typography.Text ellipsis={{ tooltip: item.question }}>{item.question}</Typography.Text>
                  <Typography.Text type="secondary" className={styles.count}>
                    {item.count} 次
                  </Typography.Text>
                </Flex>
                <Progress
                  percent={(item.count / most) * 100}
                  showInfo={false}
                  size="small"
                  strokeColor={color}
                />
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
