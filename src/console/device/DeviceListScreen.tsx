import { ShoppingCartOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Table } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DEVICE_MSG, type DeviceSummary } from '../../shared/api/devices';
import { feedback } from '../app/feedback';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { tablePaging } from '../components/table-paging';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { usePagedSearch } from '../project/list/use-paged-search';
import { useProjectFlags } from '../project/use-project-flags';
import { PageContainer } from '../shell/PageContainer';
import { DeviceCommandDrawer } from './DeviceCommandDrawer';
import { DeviceEditDrawer } from './DeviceEditDrawer';
import { type DeviceChoiceFilters, DeviceFilterBar } from './DeviceFilterBar';
import { DevicesEmpty } from './DevicesEmpty';
import { deviceApi } from './device-api';
import { type DeviceAction, deviceColumns, tableWidth } from './device-columns';
import { devicePaths } from './device-paths';
import { DEVICE_KEYS, LIVE_REFRESH_MS, useDevicePage } from './device-queries';
import { ExpiryBanner } from './ExpiryBanner';

/** The drawer open over the list, if any. */
type Open = { drawer: 'edit' | 'command'; device: DeviceSummary } | null;

/**
 * /home/project-management/:projectID/device-management — the project's robots, live: the list
 * refreshes every few seconds, so a robot coming online shows without a reload.
 */
export default function DeviceListScreen() {
  const { projectID, projectId, flags } = useProjectFlags();
  const paths = devicePaths(projectID);
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedSearch();
  const [filters, setFilters] = useState<DeviceChoiceFilters>({});
  const [open, setOpen] = useState<Open>(null);
  const devices = useDevicePage({
    projectId,
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
    ...filters,
  });
  const page = devices.data;
  const total = page?.totalElements ?? 0;
  const filtering = list.search !== '' || Object.values(filters).some((value) => value !== undefined);

  const applyFilters = (next: DeviceChoiceFilters) => {
    setFilters(next);
    list.setPage(0, list.pageSize);
  };

  const toggle = useMutation({
    mutationFn: (device: DeviceSummary) => deviceApi.enable(device.id, device.state === 'DISABLED'),
    onSuccess: (device) => {
      feedback.success(device.state === 'DISABLED' ? DEVICE_MSG.disabled : DEVICE_MSG.enabled);
      void queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all });
    },
  });

  const confirmToggle = (device: DeviceSummary) => {
    const disabling = device.state !== 'DISABLED';
    modal.confirm({
      title: `${disabling ? '停用' : '启用'}设备「${device.name}」？`,
      content: disabling
        ? '停用后机器人立即断开与平台的连接：无法同步配置、接收指令和上报数据，直到重新启用。激活码有效期不变。'
        : '启用后机器人可以重新接入平台（激活码须在有效期内）。',
      okText: disabling ? '停用' : '启用',
      okButtonProps: { danger: disabling },
      cancelText: '取消',
      onOk: () => toggle.mutateAsync(device).catch(() => undefined),
    });
  };

  const unbind = useMutation({
    mutationFn: (device: DeviceSummary) => deviceApi.unbind(device.id),
    onSuccess: () => {
      feedback.success(DEVICE_MSG.unbound);
      void queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all });
    },
  });

  const confirmUnbind = (device: DeviceSummary) =>
    modal.confirm({
      title: `解绑设备「${device.name}」？`,
      content: `激活码 ${device.activationKey} 将不再属于序列号 ${device.serial} 的机器人：它的设备令牌立即失效，下一台用这个激活码激活的机器人（如更换或重装后的机器人）将接替它。有效期不变。`,
      okText: '解绑',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => unbind.mutateAsync(device).catch(() => undefined),
    });

  const act = (action: DeviceAction, device: DeviceSummary) => {
    if (action === 'renew') navigate(paths.renew(device.activationKey));
    else if (action === 'toggle') confirmToggle(device);
    else if (action === 'unbind') confirmUnbind(device);
    else setOpen({ drawer: action, device });
  };
  const columns = deviceColumns(flags, act);

  const buyButton = (
    <FlaggedAction flags={flags} flag="enableAuth">
      <Button type="primary" icon={<ShoppingCartOutlined />} onClick={() => navigate(paths.pay)}>
        购买设备
      </Button>
    </FlaggedAction>
  );
  const projectIsEmpty = page !== undefined && total === 0 && !filtering;

  return (
    <PageContainer>
      <Card>
        <CardHeading
          title="设备管理"
          summary={`项目中的机器人：在线状态、电量与激活码有效期，每 ${LIVE_REFRESH_MS / 1000} 秒自动刷新。`}
          extra={buyButton}
        />
        {projectIsEmpty ? (
          <DevicesEmpty buyButton={buyButton} />
        ) : (
          <>
            <ExpiryBanner
              projectId={projectId}
              onShowExpiring={() => applyFilters({ expiringSoon: true })}
              onShowExpired={() => applyFilters({ state: 'EXPIRED' })}
            />
            <DeviceFilterBar
              projectId={projectId}
              keyword={list.keyword}
              onKeyword={list.setKeyword}
              filters={filters}
              onFilters={applyFilters}
            />
            {devices.isError && !page && (
              <Alert type="error" showIcon title="设备列表加载失败" description={devices.error.message} />
            )}
            <Table<DeviceSummary>
              rowKey="id"
              columns={columns}
              dataSource={page?.content ?? []}
              loading={devices.isLoading}
              scroll={{ x: tableWidth(columns) }}
              locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={320} /> }}
              pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
            />
          </>
        )}
      </Card>
      <DeviceEditDrawer
        projectId={projectId}
        device={open?.drawer === 'edit' ? open.device : null}
        onClose={() => setOpen(null)}
      />
      <DeviceCommandDrawer
        device={
          open?.drawer === 'command'
            ? (page?.content.find(({ id }) => id === open.device.id) ?? open.device)
            : null
        }
        onClose={() => setOpen(null)}
      />
    </PageContainer>
  );
}
