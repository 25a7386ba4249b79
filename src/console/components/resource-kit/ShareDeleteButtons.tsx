import { DeleteOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { FlaggedAction } from '../../permissions/FlaggedAction';
import type { ResourceFlags } from '../../permissions/resource-flags';
import { useSession } from '../../session/session-store';

/** The last two commands of a row's page head: 共享 (in the enterprise scope) and 删除. */
export function ShareDeleteButtons(props: { flags: ResourceFlags; onShare(): void; onDelete(): void }) {
  const sharing = useSession((state) => state.visitRole === 'enterprise');
  return (
    <>
      {sharing && (
        <FlaggedAction flags={props.flags} flag="shareAuth">
          <Button icon={<ShareAltOutlined />} onClick={props.onShare}>
            共享
          </Button>
        </FlaggedAction>
      )}
      <FlaggedAction flags={props.flags} flag="deleteAuth">
        <Button danger icon={<DeleteOutlined />} onClick={props.onDelete}>
          删除
        </Button>
      </FlaggedAction>
    </>
  );
}
