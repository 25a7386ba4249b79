import { Checkbox, Table, Tooltip, Typography } from 'antd';
import type { RoleDetail } from '../../shared/api/enterprise-admin';
import { RESOURCE_TYPE_NAMES } from '../../shared/api/resource-permissions';
import {
  type MenuCode,
  RESOURCE_FLAGS,
  RESOURCE_TYPES,
  type ResourceFlag,
  type ResourceType,
} from '../../shared/permissions';
import { FLAG_NAMES } from '../permissions/PermissionExplanation';

type Grants = RoleDetail['grants'];

/**
 * 资源权限: what the role may do with every resource of a type in the enterprise (beyond what its
 * members create themselves or have shared with them). A type whose menu the role lacks gives nothing.
 */
export function GrantMatrix({
  grants,
  menuCodes,
  disabled,
  onChange,
}: {
  grants: Grants;
  menuCodes: readonly MenuCode[];
  disabled: boolean;
  onChange(grants: Grants): void;
}) {
  const toggle = (type: ResourceType, flag: ResourceFlag, on: boolean) => {
    const held = new Set(grants[type] ?? []);
    if (on) held.add(flag);
    else held.delete(flag);
    onChange({ ...grants, [type]: RESOURCE_FLAGS.filter((one) => held.has(one)) });
  };
  return (
    <Table<{ type: ResourceType }>
      rowKey="type"
      size="small"
      pagination={false}
      dataSource={RESOURCE_TYPES.map((type) => ({ type }))}
      columns={[
        {
          title: '资源类型',
          dataIndex: 'type',
          width: 140,
          render: (type: ResourceType) =>
            menuCodes.includes(type) ? (
              RESOURCE_TYPE_NAMES[type]
            ) : (
              <Tooltip title="角色未开通该资源的菜单，以下授权不会生效">
                <Typography.Text type="secondary">{RESOURCE_TYPE_NAMES[type]}（未开通菜单）</Typography.Text>
              </Tooltip>
            ),
        },
        ...RESOURCE_FLAGS.map((flag) => ({
          title: FLAG_NAMES[flag],
          key: flag,
          align: 'center' as const,
          render: (_: unknown, { type }: { type: ResourceType }) => (
            <Checkbox
              aria-label={`${RESOURCE_TYPE_NAMES[type]}-${FLAG_NAMES[flag]}`}
              disabled={disabled}
              checked={grants[type]?.includes(flag) ?? false}
              onChange={(event) => toggle(type, flag, event.target.checked)}
            />
          ),
        })),
      ]}
    />
  );
}
