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
}: {
  title: string;
  extra?: ReactNode;
  questions: readonly AskedQuestion[];
  color: string;
  empty: string;
}) {
  const most = questions[0]?.count ?? 1;
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      {questions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ol className={styles.ranking}>
          {questions.map((item, index) => (
            <li key={item.question}>
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
