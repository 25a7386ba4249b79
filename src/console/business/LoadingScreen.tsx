import { Card, Skeleton } from 'antd';
import { PageContainer } from '../shell/PageContainer';

/** What a detail screen shows until its record arrives. */
export function LoadingScreen({ rows = 8 }: { rows?: number }) {
  return (
    <PageContainer>
      <Card>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    </PageContainer>
  );
}
