import { CheckCircleOutlined, ExclamationCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { AutosaveStatus } from './use-flow-autosave';

/** Where the autosave stands: saving, saved as version N, a conflict, or a failure to retry. */
export function SaveState({
  status,
  version,
  onRetry,
}: {
  status: AutosaveStatus;
  version: number;
  onRetry(): void;
}) {
  if (status === 'saving') {
    return (
      <Typography.Text type="secondary" data-testid="save-state">
        <LoadingOutlined /> 保存中…
      </Typography.Text>
    );
  }
  if (status === 'failed') {
    return (
      <Typography.Text type="danger" data-testid="save-state">
        <ExclamationCircleOutlined /> 保存失败{' '}
        <Button type="link" size="small" onClick={onRetry}>
          重试
        </Button>
      </Typography.Text>
    );
  }
  if (status === 'conflict') {
    return (
      <Typography.Text type="warning" data-testid="save-state">
        <ExclamationCircleOutlined /> 有冲突，未保存
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" data-testid="save-state">
      <CheckCircleOutlined /> 已保存 · 版本 {version}
    </Typography.Text>
  );
}
