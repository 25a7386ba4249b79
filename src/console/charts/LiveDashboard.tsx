import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CardHeading } from '../components/CardHeading';
import { PageContainer } from '../shell/PageContainer';
import { RefreshStatus } from './RefreshStatus';

/** The parts of a react-query result a live dashboard reads. */
export interface LiveQuery<T> {
  data: T | undefined;
  error: Error | null;
  isError: boolean;
  isFetching: boolean;
  dataUpdatedAt: number;
  refetch(): unknown;
}

export interface LiveDashboardProps<T> {
  title: string;
  summary: ReactNode;
  query: LiveQuery<T>;
  /** When a live update (pushed, not fetched) last arrived, if the screen hears any (ms). */
  heardAt?: number;
  /** Seconds between the query's automatic refreshes. */
  everySeconds: number;
  /** Said when the first load fails, e.g. 概览数据加载失败. */
  failedTitle: string;
  children(data: T): ReactNode;
}

/**
 * A screen of live figures (monitoring, 概览 and the areas that follow): its heading with when the
 * figures are from, then the figures, a skeleton until the first answer, or the failure with a
 * retry. Once figures are on screen a failed refresh keeps them and says so in the corner.
 */
export function LiveDashboard<T>({
  title,
  summary,
  query,
  heardAt = 0,
  everySeconds,
  failedTitle,
  children,
}: LiveDashboardProps<T>) {
  const { data } = query;
  let content: ReactNode;
  if (data !== undefined) content = children(data);
  else if (query.isError)
    content = (
      <Card>
        <Result
          status="warning"
          title={failedTitle}
          subTitle={query.error?.message}
          extra={
            <Button type="primary" onClick={() => void query.refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    );
  else
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  return (
    <PageContainer>
      <CardHeading
        title={title}
        summary={summary}
        extra={
          <RefreshStatus
            updatedAt={Math.max(query.dataUpdatedAt, heardAt)}
            fetching={query.isFetching}
            failed={query.isError && data !== undefined}
            everySeconds={everySeconds}
            onRefresh={() => void query.refetch()}
          />
        }
      />
      {content}
    </PageContainer>
  );
}
