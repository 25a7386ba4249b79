import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { MSG } from '../../shared/messages';

/** The reload offer shown where a screen could not load. */
export function LoadFailure() {
  return (
    <Result
      status="warning"
      title={MSG.chunkLoadFailed}
      subTitle={MSG.chunkLoadHint}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {MSG.reloadPage}
        </Button>
      }
    />
  );
}
