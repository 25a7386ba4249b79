import type { SmsTemplate } from '../../src/shared/api/uc';

export interface SmsMessage {
  phone: string;
  service: SmsTemplate;
  code: string;
}

/** Delivers an SMS code; rejects when the code did not leave. */
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}
