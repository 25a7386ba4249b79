import { LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { smsButtonLabel } from './countdown';
import { useCountdown } from './use-countdown';

/**
 * The SMS code button: `send` resolves true when a code went out, which starts the countdown
 * (the button shows `NS` and stays disabled until it returns to 发送验证码).
 */
export function SmsCodeButton({ send }: { send: () => Promise<boolean> }) {
  const { remaining, counting, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    setSending(true);
    let sent = false;
    try {
      sent = await send();
    } finally {
      setSending(false);
    }
    if (sent) start();
  };

  return (
    <Button
      size="large"
      style={{ width: 120, flex: 'none' }}
      // Our own spinner, not antd's `loading`: its delayed inner state sometimes stayed on after
      // a quick send, leaving the counting button labelled "loading 111S".
      disabled={counting || sending}
      icon={sending ? <LoadingOutlined /> : undefined}
      onClick={onClick}
    >
      {smsButtonLabel(remaining)}
    </Button>
  );
}
