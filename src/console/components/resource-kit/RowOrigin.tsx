import { ShareAltOutlined } from '@ant-design/icons';
import { Badge, Typography } from 'antd';
import { SHARE_LEVEL_NAMES, type ShareLevel } from '../../../shared/api/resource-permissions';
import { formatDateTime } from '../../../shared/format/date';

/** Who made a row and when it last changed, or how it was shared with the caller. */
export function RowOrigin({
  row,
}: {
  row: { sharedWithMe: ShareLevel | null; ownerName: string | null; updatedAt: string };
}) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {row.sharedWithMe ? (
        <>
          <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[row.sharedWithMe]}
        </>
      ) : (
        (row.ownerName ?? '系统预置')
      )}{' '}
      · 更新于 {formatDateTime(row.updatedAt, 'MM-DD HH:mm')}
    </Typography.Text>
  );
}

export function EnabledState({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge status="success" text="启用" /> : <Badge status="default" text="已停用" />;
}
