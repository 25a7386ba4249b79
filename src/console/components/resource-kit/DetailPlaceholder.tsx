import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import { ApiFailure } from '../../api/answer';
import { PageContainer } from '../../shell/PageContainer';

export interface DetailPlaceholderProps {
  /** Why the row did not come; none while it is on its way. */
  error: Error | null;
  /** 词典不存在, 知识图谱不存在…: the one line a missing row is told with. */
  notFound: string;
  backLabel: string;
  onBack(): void;
  skeletonRows?: number;
}

/** A refusal the caller can read as it is (no access); anything else reads as the row being gone. */
const refusal = (error: Error) =>
  error instanceof ApiFailure && error.httpStatus === 403 ? error.message : null;

/**
 * A resource page before its row arrives: a skeleton, or one calm not-found state with the way
 * back. The page's query is quiet, so this is the only place the failure is told.
 */
export function DetailPlaceholder({
  error,
  notFound,
  backLabel,
  onBack,
  skeletonRows = 8,
}: DetailPlaceholderProps) {
  const refused = error ? refusal(error) : null;
  return (
    <PageContainer>
      <Card>
        {error ? (
          <Result
            status={refused ? '403' : '404'}
            title={refused ?? notFound}
            subTitle={refused ? undefined : '它可能已被删除，或链接有误。'}
            extra={
              <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack}>
                {backLabel}
              </Button>
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: skeletonRows }} />
        )}
      </Card>
    </PageContainer>
  );
}
