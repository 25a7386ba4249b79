import type { UseMutationResult } from '@tanstack/react-query';
import { App, List, Tag, Typography } from 'antd';
import { COMMAND_STATUS_NAMES, type CommandStatus } from '../../shared/api/devices';
import type { MapPoint, PointUse } from '../../shared/api/maps';
import { formatDateTime } from '../../shared/format/date';
import { mapApi } from './map-api';

function UseLine({ use }: { use: PointUse }) {
  if (use.kind === 'SCREEN') {
    return (
      <span>
        屏幕配置「{use.screenName}」· {use.pageName}{' '}
        {use.released ? <Tag color="red">已发布</Tag> : <Tag>草稿</Tag>}
      </span>
    );
  }
  return (
    <span>
      设备「{use.deviceName}」的前往指令 · {COMMAND_STATUS_NAMES[use.status as CommandStatus] ?? use.status}{' '}
      <Typography.Text type="secondary">{formatDateTime(use.createdAt)}</Typography.Text>
    </span>
  );
}

function UseList({ uses }: { uses: PointUse[] }) {
  return (
    <List
      size="small"
      bordered
      style={{ marginTop: 12, maxHeight: 240, overflow: 'auto' }}
      dataSource={uses}
      renderItem={(use) => (
        <List.Item>
          <UseLine use={use} />
        </List.Item>
      )}
    />
  );
}

/**
 * 删除点位: first asks the server where the point is used. A released screen showing it blocks the
 * deletion (republish without it first); drafts and commands on their way are listed, and the
 * person confirms knowing they will lose their destination.
 */
export function usePointRemoval(remove: UseMutationResult<string, Error, string>) {
  const { modal } = App.useApp();
  return async (point: Pick<MapPoint, 'id' | 'name'>, onRemoved?: () => void) => {
    const uses = await mapApi.pointUses(point.id).catch(() => null);
    if (uses === null) return;
    if (uses.some((use) => use.kind === 'SCREEN' && use.released)) {
      modal.warning({
        title: `点位「${point.name}」正在使用，暂不能删除`,
        width: 520,
        content: (
          <>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              已发布的屏幕把它作为导航目的地。请先在屏幕配置中移除该目的地并重新发布，再删除点位。
            </Typography.Paragraph>
            <UseList uses={uses} />
          </>
        ),
        okText: '知道了',
      });
      return;
    }
    modal.confirm({
      title: `删除点位「${point.name}」？`,
      width: uses.length > 0 ? 520 : 416,
      content:
        uses.length > 0 ? (
          <>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              以下位置仍在使用这个点位，删除后它们将失去这个目的地：
            </Typography.Paragraph>
            <UseList uses={uses} />
          </>
        ) : (
          '该点位未被屏幕或指令使用，删除后不可恢复。'
        ),
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove
          .mutateAsync(point.id)
          .then(() => onRemoved?.())
          .catch(() => undefined),
    });
  };
}
