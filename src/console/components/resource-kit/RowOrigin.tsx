import { ShareAltOutlined } from '@ant-design/icons';
import { Badge, Typography } from 'antd';
import { SHARE_LEVEL_NAMES, type ShareLevel } from '../../../shared/api/resource-permissions';
import { formatDateTime } from '../../../shared/format/date';

export interface OriginRow {
  sharedWithMe: ShareLevel | null;
  ownerName: string | null;
  updatedAt: string;
}

/**
 * Who made a row (系统预置 for what the platform seeded) or how it was shared with the caller,
 * and when it last changed: after it on the same line, on the next line, or not at all (the
 * list has a column for it).
 */
export function RowOrigin({
  row,
  updated = 'inline',
}: {
  row: OriginRow;
  updated?: 'inline' | 'below' | 'none';
}) {
  const at = formatDateTime(row.updatedAt, 'MM-DD HH:mm');
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {row.sharedWithMe ? (
        <>
          <ShareAltOutlined /> 共享给我 · {SHARE_LEVEL_NAMES[row.sharedWithMe]}
        </>
      ) : (
        (row.ownerName ?? '系统预置')
      )}
      {updated === 'inline' && ` · 更新于 ${at}`}
      {updated === 'below' && (
        <>
          <br />
          更新于 {at}
        </>
      )}
    </Typography.Text>
  );
}

export function EnabledState({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge status="success" text="启用" /> : <Badge status="default" text="已停用" />;
}
