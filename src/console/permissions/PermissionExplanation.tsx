import { CheckCircleTwoTone, CloseCircleTwoTone } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { List, Skeleton, Space, Typography } from 'antd';
import type { FlagReason } from '../../shared/api/enterprise-admin';
import { RESOURCE_TYPE_NAMES } from '../../shared/api/resource-permissions';
import { menuTitles } from '../../shared/menu-tree';
import type { ResourceFlag, ResourceType } from '../../shared/permissions';
import { explain } from './explainer-api';

/** The eight flags as the role screen and the explanation name them. */
export const FLAG_NAMES: Record<ResourceFlag, string> = {
  createAuth: '新建',
  accessAuth: '查看',
  editAuth: '编辑',
  deleteAuth: '删除',
  enableAuth: '启用/停用',
  shareAuth: '共享',
  batchTagAuth: '批量标签',
  batchShareAuth: '批量共享',
};

const TITLES = menuTitles();

/** The rule that decided a flag, as a sentence. */
export function reasonText(reason: FlagReason, allowed: boolean): string {
  switch (reason.rule) {
    case 'menuMissing':
      return `角色未开通「${TITLES.get(reason.menuCode) ?? reason.menuCode}」菜单`;
    case 'administrator':
      return '企业管理员拥有全部权限';
    case 'owner':
      return '资源由他创建';
    case 'roleGrant':
      return `角色「${reason.roles.join('、')}」授予了此权限`;
    case 'roleSight':
      return `角色「${reason.roles.join('、')}」授予了该类资源的操作权限，可查看全部`;
    case 'share':
      return `${reason.sharedBy ?? '同事'}共享给他（${reason.level === 'EDIT' ? '可编辑' : '可查看'}）`;
    case 'typeFlag':
      return '按资源类型授予';
    default:
      return allowed ? '已允许' : '没有角色授予、不是创建者，也没有共享给他';
  }
}

/**
 * 权限说明: each of the eight flags of a colleague on a resource (or on a colleague's resource of
 * the type), allowed or refused, with the rule that decided it — from the server's own rule set.
 */
export function PermissionExplanation({
  userId,
  resourceType,
  resourceId,
}: {
  userId: string;
  resourceType: ResourceType;
  resourceId?: string;
}) {
  const answer = useQuery({
    queryKey: ['explain', userId, resourceType, resourceId],
    queryFn: () => explain({ userId, resourceType, resourceId }),
  });
  if (!answer.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const { nickname, resourceName, flags } = answer.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {nickname}对
        {resourceName
          ? `${RESOURCE_TYPE_NAMES[resourceType]}「${resourceName}」`
          : `同事创建的${RESOURCE_TYPE_NAMES[resourceType]}`}
        的权限：
      </Typography.Text>
      <List
        size="small"
        dataSource={flags}
        renderItem={({ flag, allowed, reason }) => (
          <List.Item aria-label={`${FLAG_NAMES[flag]}：${allowed ? '允许' : '不允许'}`}>
            <Space>
              {allowed ? (
                <CheckCircleTwoTone twoToneColor="#52c41a" />
              ) : (
                <CloseCircleTwoTone twoToneColor="#ff4d4f" />
              )}
              <span style={{ display: 'inline-block', width: 72 }}>{FLAG_NAMES[flag]}</span>
              <Typography.Text type={allowed ? undefined : 'secondary'}>
                {reasonText(reason, allowed)}
              </Typography.Text>
            </Space>
          </List.Item>
        )}
      />
    </Space>
  );
}
