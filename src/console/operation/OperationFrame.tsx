import { Button, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { PROJECT_LIST_PATH } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { OperationProjectPicker } from './OperationProjectPicker';
import { type OperationPage, useOperationProject } from './use-operation-project';

/**
 * The frame of an operation screen: its heading with the project picker at the right, then the
 * screen for the picked project — or, for a caller without any project, the way to create one.
 */
export function OperationFrame({
  page,
  title,
  summary,
  children,
}: {
  page: OperationPage;
  title: string;
  summary: ReactNode;
  /** The screen for the project: its id, and its `{id}_{name}` as addresses carry it. */
  children(projectId: string, projectID: string): ReactNode;
}) {
  const { projectId, projectID, projects, loading, select } = useOperationProject(page);
  let content: ReactNode;
  if (projectId) content = children(projectId, projectID);
  else if (loading)
    content = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  else
    content = (
      <Card>
        <EmptyPlaceholder text="还没有可以查看的项目，机器人接入项目后，这里会汇总它们的访客与对话">
          <Link to={PROJECT_LIST_PATH}>
            <Button type="primary">前往项目管理</Button>
          </Link>
        </EmptyPlaceholder>
      </Card>
    );
  return (
    <PageContainer>
      <CardHeading
        title={title}
        summary={summary}
        extra={
          <OperationProjectPicker
            projectId={projectId}
            projects={projects}
            loading={loading}
            onSelect={select}
          />
        }
      />
      {content}
    </PageContainer>
  );
}
