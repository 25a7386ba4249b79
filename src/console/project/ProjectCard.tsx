import { DeleteOutlined, DesktopOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import type { ProjectSummary } from '../../shared/api/projects';
import { formatDate } from '../../shared/format/date';
import styles from './ProjectList.module.css';
import { projectCover } from './project-cover';

export interface ProjectCardProps {
  project: ProjectSummary;
  onOpen(project: ProjectSummary): void;
  onEdit(project: ProjectSummary): void;
  onDelete(project: ProjectSummary): void;
}

/** A project on the list: cover, name, description, its screens and dates; opens on click. */
export function ProjectCard({ project, onOpen, onEdit, onDelete }: ProjectCardProps) {
  const open = () => onOpen(project);
  const openByKey = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      open();
    }
  };
  return (
    <Card
      className={styles.card}
      styles={{ body: { padding: '14px 16px 14px' } }}
      cover={
        <div className={styles.cover}>
          <img src={projectCover(project.id)} alt="" loading="lazy" draggable={false} />
          <span className={styles.coverBadge}>
            <DesktopOutlined /> {project.configurationCount} 个屏幕配置
          </span>
        </div>
      }
      onClick={open}
      onKeyDown={openByKey}
      tabIndex={0}
      role="link"
      aria-label={project.name}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: project.name }} style={{ fontSize: 16 }}>
          {project.name}
        </Typography.Text>
        {/* Clicks in the menu (a portal, but React bubbles through it) must not open the project. */}
        <Dropdown
          trigger={['click']}
          placement="bottomRight"
          menu={{
            items: [
              { key: 'edit', icon: <EditOutlined />, label: '编辑' },
              { type: 'divider' },
              { key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true },
            ],
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              (key === 'edit' ? onEdit : onDelete)(project);
            },
          }}
        >
          <Button
            type="text"
            size="small"
            className={styles.more}
            icon={<MoreOutlined />}
            aria-label={`${project.name}的更多操作`}
            onClick={(event) => event.stopPropagation()}
          />
        </Dropdown>
      </Flex>
      <Typography.Paragraph
        className={styles.description}
        ellipsis={{ rows: 2, tooltip: project.description }}
      >
        {project.description || '暂无项目描述'}
      </Typography.Paragraph>
      <Flex className={styles.meta} justify="space-between" gap={8}>
        <span>创建于 {formatDate(project.createdAt)}</span>
        <span>更新于 {formatDate(project.updatedAt)}</span>
      </Flex>
    </Card>
  );
}
