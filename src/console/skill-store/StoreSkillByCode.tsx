import { Button, Result, Skeleton } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { catalogueEntry } from '../../shared/skill-store/catalogue';
import type { StoreSkillCode } from '../../shared/skill-store/skill-configurations';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { skillStoreDetailPath, storeSkillPaths } from './store-skill-paths';
import { useStoreSkillPage } from './store-skill-queries';

/**
 * A skill's address without its configuration id (`skill-store/patrol`): the project's own skill of
 * that code when it has been added, else the way to add it from the store.
 */
export function StoreSkillByCode({ code }: { code: StoreSkillCode }) {
  const { projectID, projectId } = useProjectFlags();
  const navigate = useNavigate();
  // A project holds each store skill once: nine rows at most.
  const page = useStoreSkillPage({ projectId, pageNo: 0, pageSize: 20 });
  if (page.isPending) {
    return (
      <PageContainer>
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageContainer>
    );
  }
  const paths = storeSkillPaths(projectID);
  const added = page.data?.content.find((skill) => skill.skillStoreCode === code);
  if (added) return <Navigate to={paths.detail(added)} replace />;
  const name = catalogueEntry(code)?.name ?? code;
  return (
    <PageContainer>
      <Result
        status="info"
        title={`项目还没有添加「${name}」`}
        subTitle="先从技能商店把它添加到项目，再在这里配置。"
        extra={[
          <Button key="store" type="primary" onClick={() => navigate(skillStoreDetailPath(code))}>
            去技能商店添加
          </Button>,
          <Button key="list" onClick={() => navigate(paths.list)}>
            返回商店技能列表
          </Button>,
        ]}
      />
    </PageContainer>
  );
}
