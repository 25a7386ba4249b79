import { Card, Empty, Flex, Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './OperationScreens.module.css';

/** What a ranking lists: a question, an intent… and how often. */
export interface Ranked {
  name: string;
  count: number;
}

/** A ranked list (questions, intents) with how often each came, the bar relative to the first. */
export function TopRanking({
  title,
  extra,
  items,
  color,
  empty,
  onPick,
}: {
  title: string;
  extra?: ReactNode;
  items: readonly Ranked[];
  color: string;
  empty: string;
  /** An item picked: the turns behind its count. */
  onPick?(name: string): void;
}) {
  const most = items[0]?.count ?? 1;
  return (
    <Card title={title} extra={extra} style={{ height: '100%' }}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ol className={styles.ranking}>
          {items.map((item, index) => (
            <li
              key={item.name}
              className={onPick ? styles.pickable : undefined}
              onClick={onPick ? () => onPick(item.name) : undefined}
              onKeyDown={onPick ? (event) => event.key === 'Enter' && onPick(item.name) : undefined}
              tabIndex={onPick ? 0 : undefined}
              title={onPick ? '查看这些提问' : undefined}
            >
              <span className={index < 3 ? styles.podium : styles.rank}>{index + 1}</span>
              <Flex vertical className={styles.rankBody}>
                <Flex justify="space-between" gap={12}>
                  <Typography.Text ellipsis={{ tooltip: item.name }}>{item.name}</Typography.Text>
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
