import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useParams } from 'react-router-dom';
import { HOMEPAGE_CALL, http } from '../console/api/http';
import { PageLoading } from '../console/app/PageLoading';
import { parseProjectID } from '../console/project/project-id';
import { HOMEPAGE_API, type HomepageDetail } from '../shared/api/homepage';
import { EditorScreen } from './EditorScreen';

/** /home/project-management/:projectID/ui-configuration/:configuration — the screen editor. */
export default function EditorRoute() {
  const { projectID, configuration } = useParams();
  const projectId = parseProjectID(projectID).id;
  const detail = useQuery({
    queryKey: ['homepage', 'detail', configuration],
    queryFn: () => http.get<HomepageDetail>(HOMEPAGE_API.detail, { id: configuration ?? '' }, HOMEPAGE_CALL),
    enabled: Boolean(configuration),
    // The editor owns the document once it is open: never refetch it under the designer.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (detail.isPending) return <PageLoading />;
  if (detail.isError || detail.data.projectId !== projectId) {
    return (
      <Result
        status="warning"
        title="无法打开这个屏幕配置"
        subTitle={detail.error?.message ?? '它不属于当前项目，或已被删除'}
        extra={
          <Button type="primary" onClick={() => void detail.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  return <EditorScreen key={detail.data.id} detail={detail.data} />;
}
