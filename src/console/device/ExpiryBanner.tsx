import { Alert, Button, Space } from 'antd';
import { EXPIRY_WARNING_DAYS } from '../../shared/api/devices';
import { useDeviceCount } from './device-queries';

export interface ExpiryBannerProps {
  projectId: string;
  onShowExpiring(): void;
  onShowExpired(): void;
}

/**
 * Warns days before keys expire (and once they have): a robot whose key expires loses the
 * platform at once, so the operator learns it here first, with the rows one click away.
 */
export function ExpiryBanner({ projectId, onShowExpiring, onShowExpired }: ExpiryBannerProps) {
  const expiring = useDeviceCount(projectId, { expiringSoon: true }).data ?? 0;
  const expired = useDeviceCount(projectId, { state: 'EXPIRED' }).data ?? 0;
  if (expiring === 0 && expired === 0) return null;
  const parts = [
    expiring > 0 && `${expiring} 台设备的激活码将在 ${EXPIRY_WARNING_DAYS} 天内到期`,
    expired > 0 && `${expired} 台设备的激活码已过期`,
  ].filter(Boolean);
  return (
    <Alert
      type={expired > 0 ? 'error' : 'warning'}
      showIcon
      style={{ marginBottom: 16 }}
      title={`${parts.join('，')}。`}
      description="激活码到期后机器人将立即无法接入平台（无法同步配置、接收指令和上报数据），请及时续费。"
      action={
        <Space orientation="vertical" size={4}>
          {expiring > 0 && (
            <Button size="small" onClick={onShowExpiring}>
              查看即将到期
            </Button>
          )}
          {expired > 0 && (
            <Button size="small" danger onClick={onShowExpired}>
              查看已过期
            </Button>
          )}
        </Space>
      }
    />
  );
}
