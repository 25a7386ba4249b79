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
    try {
      if (await send()) start();
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="large"
      style={{ width: 120, flex: 'none' }}
      disabled={counting}
      loading={sending}
      onClick={onClick}
    >
      {smsButtonLabel(remaining)}
    </Button>
  );
}
