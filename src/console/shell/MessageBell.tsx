import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ucApi } from '../api/uc-api';
import { MESSAGE_KEYS } from '../message-center/message-keys';
import { useCurrentRouteName } from '../routes/use-route-metas';
import { useSession } from '../session/session-store';
import { unreadBadgeText } from './unread-badge';

const MESSAGE_CENTER = '消息中心';

/** The bell: unread count refetched every subscription interval, failures ignored; click opens the message center. */
export function MessageBell() {
  const subscription = useSession((state) => state.messageSubscription);
  const routeName = useCurrentRouteName();
  const navigate = useNavigate();
  const { data: unread = 0 } = useQuery({
    queryKey: MESSAGE_KEYS.unread,
    queryFn: ucApi.unreadCount,
    enabled: subscription > 0,
    refetchInterval: subscription * 1000,
  });

  const open = () => {
    if (routeName !== MESSAGE_CENTER) navigate('/message-center');
  };

  return (
    <Tooltip title={MESSAGE_CENTER}>
      <Badge count={unreadBadgeText(unread)} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          shape="circle"
          size="large"
          icon={<BellOutlined />}
          onClick={open}
          aria-label={MESSAGE_CENTER}
          data-tour="message-bell"
        />
      </Badge>
    </Tooltip>
  );
}
