import { ReloadOutlined, WarningFilled } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { MSG } from '../../shared/messages';

/**
 * The reload offer shown where a screen could not load. Plain markup on purpose: it must render
 * when code failed to arrive, so it lives in the first-load bundle and stays small.
 */
export function LoadFailure() {
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '80px 24px', textAlign: 'center' }}>
      <WarningFilled style={{ fontSize: 56, color: '#faad14' }} />
      <div style={{ fontSize: 22, fontWeight: 600, color: 'rgba(0,0,0,0.88)' }}>{MSG.chunkLoadFailed}</div>
      <div style={{ color: 'rgba(0,0,0,0.45)', maxWidth: 420 }}>{MSG.chunkLoadHint}</div>
      <Button
        type="primary"
        icon={<ReloadOutlined />}
        onClick={() => window.location.reload()}
        style={{ marginTop: 8 }}
      >
        {MSG.reloadPage}
      </Button>
    </Flex>
  );
}
