import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Result, Skeleton } from 'antd';
import { PageContainer } from '../../shell/PageContainer';

/** A content page before its row arrives: a skeleton, or the refusal with the way back. */
export function DetailPlaceholder({
  error,
  notFound,
  backLabel,
  onBack,
}: {
  error: Error | null;
  notFound: string;
  backLabel: string;
  onBack(): void;
}) {
  return (
    <PageContainer>
      <Card>
        {error ? (
          <Result
            status="404"
            title={notFound}
            subTitle={error.message}
            extra={
              <Button type="text" icon={<ArrowLeftOutlined />} onClick={onBack}>
                {backLabel}
              </Button>
            }
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
    </PageContainer>
  );
}
