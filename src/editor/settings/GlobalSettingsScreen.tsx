import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useNavigate, useParams, useResolvedPath } from 'react-router-dom';
import { PageLoading } from '../../console/app/PageLoading';
import { parseProjectID } from '../../console/project/project-id';
import { useProjectFlags } from '../../console/project/use-project-flags';
import { PageContainer } from '../../console/shell/PageContainer';
import { homepageClient } from '../autosave/homepage-client';
import { GlobalSettingsForm } from './GlobalSettingsForm';

/**
 * /home/project-management/:projectID/ui-configuration/globalSetting/:configuration — screen
 * size, page interval, logo and wake word of one screen configuration.
 */
export default function GlobalSettingsScreen() {
  const { projectID, configuration } = useParams();
  const navigate = useNavigate();
  // This configuration's editor: two steps up from globalSetting/{configuration}.
  const editorPath = useResolvedPath(`../../${configuration ?? ''}`, { relative: 'path' }).pathname;
  const projectId = parseProjectID(projectID).id;
  const { flags } = useProjectFlags();
  const detail = useQuery({
    queryKey: ['homepage', 'detail', configuration],
    queryFn: () => homepageClient.detail(configuration ?? ''),
    enabled: Boolean(configuration),
    // The form owns the values once loaded: never refetch them under the designer.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  if (detail.isPending) return <PageLoading />;
  if (detail.isError || detail.data.projectId !== projectId) {
    return (
      <PageContainer>
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
      </PageContainer>
    );
  }
  const { id, name, version, document } = detail.data;
  return (
    <PageContainer crumbsBeforeLast={[{ title: name, to: editorPath }]}>
      <GlobalSettingsForm
        key={id}
        initial={{ id, name, version, document }}
        projectId={projectId}
        client={homepageClient}
        readOnly={flags.reason('editAuth')}
        onBack={() => navigate(editorPath)}
      />
    </PageContainer>
  );
}
