import {
  CheckCircleFilled,
  DeleteOutlined,
  DesktopOutlined,
  EditOutlined,
  MoreOutlined,
  ShareAltOutlined,
  TagsOutlined,
} from '@ant-design/icons';
import { Button, Card, Dropdown, Flex, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import type { ProjectSummary } from '../../shared/api/projects';
import { SHARE_LEVEL_NAMES } from '../../shared/api/resource-permissions';
import { formatDate } from '../../shared/format/date';
import { flaggedMenuItem } from '../permissions/FlaggedAction';
import { ResourceTags } from '../permissions/ResourceTags';
import { useResourceFlags } from '../permissions/resource-flags';
import styles from './ProjectList.module.css';
import { projectCover } from './project-cover';

export type ProjectAction = 'edit' | 'tags' | 'share' | 'delete';

export interface ProjectCardProps {
  project: ProjectSummary;
  /** Sharing exists in the enterprise scope only; elsewhere it is not offered at all. */
  sharing: boolean;
  /** In selection mode a click selects the card instead of opening it. */
  selection: { selecting: boolean; selected: boolean } | null;
  onOpen(project: ProjectSummary): void;
  onToggle(project: ProjectSummary): void;
  onAction(action: ProjectAction, project: ProjectSummary): void;
  onTag(tag: string): void;
}

/**
 * A project on the list: cover, name, tags, description, its screens and dates; opens on click.
 * Its menu follows the caller's flags on it: what they may not do is disabled and says why.
 */
export function ProjectCard({
  project,
  sharing,
  selection,
  onOpen,
  onToggle,
  onAction,
  onTag,
}: ProjectCardProps) {
  const flags = useResourceFlags('PROJECT', project.permissions, project.name);
  const selecting = selection?.selecting ?? false;
  const activate = () => (selecting ? onToggle(project) : onOpen(project));
  const activateByKey = (event: KeyboardEvent) => {
    if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      activate();
    }
  };
  const menuItems = [
    flaggedMenuItem(flags, 'editAuth', { key: 'edit', icon: <EditOutlined />, label: '编辑' }),
    // The server wants both to change tags: editAuth on the project and batchTagAuth.
    flaggedMenuItem(flags, flags.allows('editAuth') ? 'batchTagAuth' : 'editAuth', {
      key: 'tags',
      icon: <TagsOutlined />,
      label: '标签',
    }),
    sharing &&
      flaggedMenuItem(flags, 'shareAuth', { key: 'share', icon: <ShareAltOutlined />, label: '共享' }),
    { type: 'divider' as const },
    flaggedMenuItem(flags, 'deleteAuth', {
      key: 'delete',
      icon: <DeleteOutlined />,
      label: '删除',
      danger: true,
    }),
  ].filter((item) => !!item);

  return (
    <Card
      className={`${styles.card} ${selection?.selected ? styles.selected : ''}`}
      styles={{ body: { padding: '14px 16px 14px' } }}
      cover={
        <div className={styles.cover}>
          <img src={projectCover(project.id)} alt="" loading="lazy" draggable={false} />
          <span className={styles.coverBadge}>
            <DesktopOutlined /> {project.configurationCount} 个屏幕配置
          </span>
          {project.sharedWithMe && (
            <span className={styles.sharedBadge}>
              <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[project.sharedWithMe]}
            </span>
          )}
          {selecting && (
            <span className={styles.check} aria-hidden>
              {selection?.selected && <CheckCircleFilled />}
            </span>
          )}
        </div>
      }
      onClick={activate}
      onKeyDown={activateByKey}
      tabIndex={0}
      role={selecting ? 'checkbox' : 'link'}
      aria-checked={selecting ? (selection?.selected ?? false) : undefined}
      aria-label={project.name}
    >
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Text strong ellipsis={{ tooltip: project.name }} style={{ fontSize: 16 }}>
          {project.name}
        </Typography.Text>
        {/* Clicks in the menu (a portal, but React bubbles through it) must not open the project. */}
        {!selecting && (
          <Dropdown
            trigger={['click']}
            placement="bottomRight"
            menu={{
              items: menuItems,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                onAction(key as ProjectAction, project);
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
        )}
      </Flex>
      <ResourceTags tags={project.tags} onTag={selecting ? undefined : onTag} />
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
