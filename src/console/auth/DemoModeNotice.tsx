import { useQuery } from '@tanstack/react-query';
import { Alert } from 'antd';
import { DEV_OUTBOX } from '../../shared/api/dev-outbox';
import { ucApi } from '../api/uc-api';

/** In demo mode no SMS leaves the server: say where the codes arrive instead. */
export function DemoModeNotice() {
  const { data } = useQuery({
    queryKey: ['system-mode'],
    queryFn: ucApi.systemMode,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!data?.demo) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={
        <span>
          演示模式：验证码不发短信，请到
          <a href={DEV_OUTBOX.page} target="_blank" rel="noreferrer">
            开发信箱
          </a>
          查看
        </span>
      }
    />
  );
}
