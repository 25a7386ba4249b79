import type { ScanResult, WechatQrcode } from '../../../shared/api/uc-account';

/**
 * The two steps of QR login and QR register (accounts spec section 4) as a pure state machine.
 * Step 1 shows the code and polls its status: 0 (or an error) keeps polling, 1 signs in,
 * 2 moves to step 2, the phone-binding form. A code past its lifetime stops the polling and
 * offers a refresh.
 */
export type QrFlowState =
  | { step: 'loading' }
  /** No code could be fetched: offer a retry. */
  | { step: 'unavailable' }
  | { step: 'scanning'; qrcode: WechatQrcode }
  | { step: 'expired'; qrcode: WechatQrcode }
  | { step: 'bind'; qrcodeId: string; wxUnionid: string; nickname: string }
  /** Status 1 arrived: the token is being turned into a session. */
  | { step: 'signing-in'; token: string };

type ScanningState = Extract<QrFlowState, { step: 'scanning' }>;

export type QrFlowEvent =
  | { type: 'request' }
  | { type: 'issued'; qrcode: WechatQrcode }
  | { type: 'issue-failed' }
  | { type: 'polled'; result: ScanResult; now: number }
  | { type: 'tick'; now: number };

export const INITIAL_QR_FLOW: QrFlowState = { step: 'loading' };

const isPastExpiry = (qrcode: WechatQrcode, now: number): boolean => now >= Date.parse(qrcode.expiresAt);

/** What the screen shows next; events that do not fit the current step change nothing. */
export function nextQrFlow(state: QrFlowState, event: QrFlowEvent): QrFlowState {
  switch (event.type) {
    case 'request':
      return { step: 'loading' };
    case 'issued':
      return state.step === 'loading' ? { step: 'scanning', qrcode: event.qrcode } : state;
    case 'issue-failed':
      return state.step === 'loading' ? { step: 'unavailable' } : state;
    case 'tick':
      return state.step === 'scanning' && isPastExpiry(state.qrcode, event.now)
        ? { step: 'expired', qrcode: state.qrcode }
        : state;
    case 'polled':
      return state.step === 'scanning' ? afterPoll(state, event.result, event.now) : state;
  }
}

function afterPoll(state: ScanningState, result: ScanResult, now: number): QrFlowState {
  const { qrcode } = state;
  // The statuses of the contract: 1 signed in, 2 no phone bound yet, 0 waiting.
  if (result.status === 1) return { step: 'signing-in', token: result.token };
  if (result.status === 2) {
    return {
      step: 'bind',
      qrcodeId: qrcode.qrcodeId,
      wxUnionid: result.wxUnionid,
      nickname: result.nickname,
    };
  }
  if (result.expired || isPastExpiry(qrcode, now)) return { step: 'expired', qrcode };
  return state;
}

/** Only step 1 with a live code asks the server. */
export const isPolling = (state: QrFlowState): state is ScanningState => state.step === 'scanning';
