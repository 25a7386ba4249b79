import type { SmsMessage, SmsProvider } from './sms-provider';

const SEND_TIMEOUT_MS = 10_000;

/**
 * A real SMS gateway: POST JSON `{ phone, template, code }` with a bearer token; the template
 * is the SMS service the code is for (register, forget_password, ...).
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async send({ phone, service, code }: SmsMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
      body: JSON.stringify({ phone, template: service, code }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
  }
}
