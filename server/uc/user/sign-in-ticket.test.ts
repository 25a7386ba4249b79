import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignInTicket, type SignInTicketHolder, type TokenResult, UC } from '../../../src/shared/api/uc';
import { MSG } from '../../../src/shared/messages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/demo-accounts';
import { bearer, envelopeOf, form, signIn } from '../../test-support/api-calls';
import { createTestApp, TEST_APP_TIMEOUT_MS, type TestApp } from '../../test-support/test-app';
import { SIGN_IN_TICKET_TTL_MS } from './sign-in-ticket';

let testApp: TestApp;
let sessionToken: string;
beforeAll(async () => {
  testApp = await createTestApp();
  sessionToken = await signIn(testApp, DEMO_ACCOUNTS.admin.account, DEMO_PASSWORD);
}, TEST_APP_TIMEOUT_MS);
afterAll(() => testApp.close());

const issue = async () =>
  envelopeOf<SignInTicket>(
    await testApp.app.inject({ method: 'POST', url: UC.signInTicket, headers: bearer(sessionToken) }),
  ).data.ticket;
const holder = (ticket: string) =>
  testApp.app.inject({ method: 'GET', url: UC.signInTicket, query: { ticket } });
const redeem = (ticket: string) =>
  testApp.app.inject({ method: 'POST', url: UC.signInTicketRedeem, ...form({ ticket }) });

// `/login?t=<session token>` signed a logged-out browser into whatever account the token was
// of, without a click: a link could sign a victim into the attacker's account (login CSRF).
describe('sign-in tickets for /login?t=', () => {
  it('is not a session: a ticket opens no call, and a session token is no ticket', async () => {
    const ticket = await issue();
    expect(ticket).not.toBe(sessionToken);
    const asBearer = await testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(ticket) });
    expect(asBearer.statusCode).toBe(401);
    expect((await holder(sessionToken)).statusCode).toBe(400);
    expect((await redeem(sessionToken)).statusCode).toBe(400);
  });

  it('names its account before it is spent, then signs in once', async () => {
    const ticket = await issue();
    expect(envelopeOf<SignInTicketHolder>(await holder(ticket)).data).toEqual({
      account: '138****0001',
      nickname: DEMO_ACCOUNTS.admin.nickname,
    });
    const first = await redeem(ticket);
    expect(first.statusCode).toBe(200);
    const { token } = envelopeOf<TokenResult>(first).data;
    expect(
      (await testApp.app.inject({ method: 'GET', url: UC.userInfo, headers: bearer(token) })).statusCode,
    ).toBe(200);
    const again = await redeem(ticket);
    expect([again.statusCode, envelopeOf(again).message]).toEqual([400, MSG.signInTicketInvalid]);
    expect((await holder(ticket)).statusCode).toBe(400);
  });

  it(`lasts ${SIGN_IN_TICKET_TTL_MS / 1000} seconds`, async () => {
    const ticket = await issue();
    testApp.clock.advance(SIGN_IN_TICKET_TTL_MS + 1);
    expect((await redeem(ticket)).statusCode).toBe(400);
  });

  it('is issued to a signed-in caller only', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: UC.signInTicket })).statusCode).toBe(401);
  });
});
