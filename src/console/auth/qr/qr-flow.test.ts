import { describe, expect, it } from 'vitest';
import type { WechatQrcode } from '../../../shared/api/uc-account';
import { INITIAL_QR_FLOW, isPolling, nextQrFlow, type QrFlowState } from './qr-flow';

const ISSUED_AT = Date.parse('2030-01-01T08:00:00Z');
const qrcode: WechatQrcode = {
  qrcodeId: '7d3f2c1e-3b7a-4c59-9a3e-1f2d3c4b5a69',
  qrcodeImage: 'data:image/png;base64,AAAA',
  expiresAt: new Date(ISSUED_AT + 5 * 60_000).toISOString(),
};
const scanning: QrFlowState = { step: 'scanning', qrcode };

describe('the QR login flow', () => {
  it('shows a fetched code and polls it', () => {
    const state = nextQrFlow(INITIAL_QR_FLOW, { type: 'issued', qrcode });
    expect(state).toEqual(scanning);
    expect(isPolling(state)).toBe(true);
    expect(isPolling(INITIAL_QR_FLOW)).toBe(false);
  });

  it('offers a retry when no code can be fetched', () => {
    expect(nextQrFlow(INITIAL_QR_FLOW, { type: 'issue-failed' })).toEqual({ step: 'unavailable' });
  });

  it('keeps polling (same state) while nobody has scanned', () => {
    const polled = nextQrFlow(scanning, {
      type: 'polled',
      result: { status: 0, expired: false },
      now: ISSUED_AT + 1000,
    });
    expect(polled).toBe(scanning);
  });

  it('signs in on status 1 with the token', () => {
    const state = nextQrFlow(scanning, {
      type: 'polled',
      result: { status: 1, token: 'tok' },
      now: ISSUED_AT,
    });
    expect(state).toEqual({ step: 'signing-in', token: 'tok' });
    expect(isPolling(state)).toBe(false);
  });

  it('moves to the phone-binding step on status 2, keeping what the bind call needs', () => {
    const state = nextQrFlow(scanning, {
      type: 'polled',
      result: { status: 2, wxUnionid: 'union-1', nickname: '小明' },
      now: ISSUED_AT,
    });
    expect(state).toEqual({
      step: 'bind',
      qrcodeId: qrcode.qrcodeId,
      wxUnionid: 'union-1',
      nickname: '小明',
    });
  });

  it('stops at expired when the server says so or the lifetime has passed', () => {
    expect(
      nextQrFlow(scanning, { type: 'polled', result: { status: 0, expired: true }, now: ISSUED_AT }),
    ).toEqual({ step: 'expired', qrcode });
    expect(nextQrFlow(scanning, { type: 'tick', now: ISSUED_AT + 5 * 60_000 })).toEqual({
      step: 'expired',
      qrcode,
    });
    expect(nextQrFlow(scanning, { type: 'tick', now: ISSUED_AT + 60_000 })).toBe(scanning);
  });

  it('ignores a late poll answer after leaving step 1, and refreshes from anywhere', () => {
    const bind: QrFlowState = { step: 'bind', qrcodeId: qrcode.qrcodeId, wxUnionid: 'u', nickname: '' };
    expect(nextQrFlow(bind, { type: 'polled', result: { status: 1, token: 'late' }, now: ISSUED_AT })).toBe(
      bind,
    );
    expect(nextQrFlow({ step: 'expired', qrcode }, { type: 'request' })).toEqual(INITIAL_QR_FLOW);
  });
});
