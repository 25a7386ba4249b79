import { SMS_COUNTDOWN_FIRST, SMS_COUNTDOWN_RESTART } from '../../shared/constants';
import { MSG } from '../../shared/messages';

/** The SMS button countdown (accounts spec section 4): 120 s the first time, 60 s on each restart. */
export const countdownStart = (hasRunBefore: boolean): number =>
  hasRunBefore ? SMS_COUNTDOWN_RESTART : SMS_COUNTDOWN_FIRST;

/** The remaining seconds followed by S while counting, else 发送验证码. */
export const smsButtonLabel = (remaining: number): string => (remaining > 0 ? `${remaining}S` : MSG.sendSms);
