import { Button, Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { DeviceSummary } from '../../shared/api/devices';
import { MoreActionsMenu } from '../components/MoreActionsMenu';
import { AppliedSettingsCell } from '../device-settings/AppliedSettingsCell';
import { FlaggedAction, flaggedMenuItem } from '../permissions/FlaggedAction';
import type { ResourceFlags } from '../permissions/resource-flags';
import { BatteryCell, DeviceStateCell, ExpiryCell } from './DeviceStatus';

export type DeviceAction = 'edit' | 'command' | 'renew' | 'toggle' | 'unbind';

const muted = <Typography.Text type="secondary">—</Typography.Text>;

/** A row action: a link-style button that editAuth guards. */
function RowAction({
  flags,
  label,
  danger,
  onClick,
}: {
  flags: ResourceFlags;
  label: string;
  danger?: boolean;
  onClick(): void;
}) {
  return (
    <FlaggedAction flags={flags} flag="editAuth">
      <Button type="link" size="small" danger={danger} onClick={onClick} style={{ paddingInline: 4 }}>
        {label}
      </Button>
    </FlaggedAction>
  );
}

/** The table's width: its columns' (the card takes it whole at 1440 px; narrower, it scrolls between the fixed ends). */
export const tableWidth = (columns: TableColumnsType<DeviceSummary>) =>
  columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0);

/** The device table's columns: who the robot is, how it is doing, its key, and what one can do. */
export function deviceColumns(
  flags: ResourceFlags,
  onAction: (action: DeviceAction, device: DeviceSummary) => void,
): TableColumnsType<DeviceSummary> {
  return [
    {
      title: '设备',
      key: 'device',
      fixed: 'left',
      width: 190,
      // Name, model and serial on lines of their own (the serial read in full, not cut), then the
      // base configuration and persona that apply to it.
      render: (_, device) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis={{ tooltip: device.name }}>
            {device.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: device.modelName }}>
            {device.modelName}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="device-serial">
            {device.serial ? `SN ${device.serial}` : '未激活'}
          </Typography.Text>
          {/* What it runs with, and why, under who it is: the table keeps its width. */}
          <AppliedSettingsCell deviceId={device.id} />
        </Flex>
      ),
    },
    {
      title: '标签',
      dataIndex: 'tags',
      width: 110,
      render: (tags: string[]) =>
        tags.length === 0 ? (
          muted
        ) : (
          <Flex wrap gap={4}>
            {tags.map((tag) => (
              <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                {tag}
              </Tag>
            ))}
          </Flex>
        ),
    },
    { title: '状态', key: 'state', width: 100, render: (_, device) => <DeviceStateCell device={device} /> },
    {
      title: '电量',
      key: 'battery',
      width: 110,
      render: (_, device) => <BatteryCell battery={device.battery} charging={device.charging} />,
    },
    {
      title: '当前页面',
      key: 'currentPage',
      width: 90,
      render: (_, device) => {
        // By its name in the released screen, as the monitoring platform shows it.
        const page = device.currentPageName ?? device.currentPage;
        return page ? <Typography.Text ellipsis={{ tooltip: page }}>{page}</Typography.Text> : muted;
      },
    },
    {
      title: '激活码',
      dataIndex: 'activationKey',
      width: 200,
      render: (key: string) => (
        <Typography.Text
          code
          copyable={{ text: key, tooltips: ['复制激活码', '已复制'] }}
          style={{ whiteSpace: 'nowrap', fontSize: 12 }}
        >
          {key}
        </Typography.Text>
      ),
    },
    {
      title: '有效期至',
      key: 'expiresAt',
      width: 115,
      render: (_, device) => <ExpiryCell device={device} />,
    },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 185,
      render: (_, device) => (
        <Flex gap={0} wrap={false} align="center">
          <RowAction flags={flags} label="编辑" onClick={() => onAction('edit', device)} />
          <RowAction flags={flags} label="下发指令" onClick={() => onAction('command', device)} />
          <MoreActionsMenu
            rowName={device.name}
            menu={{
              items: [
                flaggedMenuItem(flags, 'enableAuth', { key: 'renew', label: '续费' }),
                flaggedMenuItem(flags, 'enableAuth', {
                  key: 'toggle',
                  label: device.state === 'DISABLED' ? '启用' : '停用',
                  danger: device.state !== 'DISABLED',
                }),
                // A key bound to a robot: 解绑 lets a replaced or reinstalled robot activate it.
                ...(device.serial === null
                  ? []
                  : [flaggedMenuItem(flags, 'enableAuth', { key: 'unbind', label: '解绑', danger: true })]),
              ],
              onClick: ({ key }) => onAction(key as DeviceAction, device),
            }}
          />
        </Flex>
      ),
    },
  ];
}
