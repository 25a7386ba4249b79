import { Flex, Progress, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { FleetProject } from '../../shared/api/devices';
import { MSG } from '../../shared/messages';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { formatProjectID, projectPath } from '../project/project-id';
import { useMayOpen } from '../routes/route-access';

const pathsOf = (project: FleetProject) => {
  const base = projectPath(formatProjectID(project.projectId, project.projectName));
  return { overview: `${base}/overview`, devices: `${base}/device-management` };
};

/** Each project the caller may see with its robots online and those needing attention; a way into each. */
export function FleetProjects({ projects }: { projects: FleetProject[] }) {
  const mayOpen = useMayOpen();
  const linkOr = (to: string, text: string) =>
    mayOpen(to) ? <Link to={to}>{text}</Link> : <Typography.Text type="secondary">{text}</Typography.Text>;

  const columns: TableColumnsType<FleetProject> = [
    {
      title: '项目',
      dataIndex: 'projectName',
      ellipsis: true,
      render: (_, project) => linkOr(pathsOf(project).overview, project.projectName),
    },
    {
      title: '在线 / 全部',
      width: 220,
      render: (_, project) => (
        <Flex align="center" gap={10}>
          <Progress
            percent={project.total > 0 ? (project.online / project.total) * 100 : 0}
            showInfo={false}
            size="small"
            style={{ flex: 1, margin: 0 }}
            aria-label={`${project.projectName}在线率`}
          />
          <Typography.Text style={{ minWidth: 56, fontVariantNumeric: 'tabular-nums' }}>
            {project.online} / {project.total}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '需要关注',
      width: 110,
      render: (_, project) =>
        project.attention > 0 ? (
          <Tag color="error">{project.attention} 台</Tag>
        ) : project.total > 0 ? (
          <Tag color="success">正常</Tag>
        ) : (
          <Typography.Text type="secondary">暂无设备</Typography.Text>
        ),
    },
    {
      title: '操作',
      width: 150,
      render: (_, project) => {
        const paths = pathsOf(project);
        return (
          <Flex gap={12}>
            {linkOr(paths.overview, '概览')}
            {linkOr(paths.devices, '设备管理')}
          </Flex>
        );
      },
    },
  ];

  return (
    <Table<FleetProject>
      rowKey="projectId"
      size="middle"
      columns={columns}
      dataSource={projects}
      pagination={projects.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      locale={{ emptyText: <EmptyPlaceholder height={200} size="small" text={MSG.emptyRobotPlanet} /> }}
    />
  );
}
