import { useCallback, useEffect, useReducer } from 'react';
import { QR_POLL_INTERVAL_MS } from '../../../shared/constants';
import { qrApi } from './qr-api';
import { INITIAL_QR_FLOW, nextQrFlow, type QrFlowState } from './qr-flow';

/**
 * Runs the QR flow: fetches a code, polls its status every second while step 1 shows it, and
 * stops polling when the code is scanned, expires, or the panel goes away (tab left, unmount).
 */
export function useQrFlow(): { state: QrFlowState; refresh: () => void } {
  const [state, dispatch] = useReducer(nextQrFlow, INITIAL_QR_FLOW);
  const qrcodeId = state.step === 'scanning' ? state.qrcode.qrcodeId : null;

  useEffect(() => {
    if (state.step !== 'loading') return;
    let current = true;
    qrApi.qrcode().then(
      (qrcode) => current && dispatch({ type: 'issued', qrcode }),
      () => current && dispatch({ type: 'issue-failed' }),
    );
    return () => {
      current = false;
    };
  }, [state.step]);

  useEffect(() => {
    if (!qrcodeId) return;
    const controller = new AbortController();
    let inFlight = false;
    const poll = () => {
      dispatch({ type: 'tick', now: Date.now() });
      if (inFlight) return; // a slow answer is not overtaken by a second question
      inFlight = true;
      qrApi
        .scanResult(qrcodeId, { signal: controller.signal })
        .then(
          (result) => dispatch({ type: 'polled', result, now: Date.now() }),
          () => undefined, // status unknown this time: keep polling (spec)
        )
        .finally(() => {
          inFlight = false;
        });
    };
    const timer = setInterval(poll, QR_POLL_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [qrcodeId]);

  const refresh = useCallback(() => dispatch({ type: 'request' }), []);
  return { state, refresh };
}
