// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanResult, WechatQrcode } from '../../../shared/api/uc-account';
import { QR_POLL_INTERVAL_MS } from '../../../shared/constants';
import { qrApi } from './qr-api';
import { useQrFlow } from './use-qr-flow';

const qrcode = (): WechatQrcode => ({
  qrcodeId: '7d3f2c1e-3b7a-4c59-9a3e-1f2d3c4b5a69',
  qrcodeImage: 'data:image/png;base64,AAAA',
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
});

describe('the QR poll', () => {
  let answers: ScanResult[];
  let scanResult: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    answers = [];
    vi.spyOn(qrApi, 'qrcode').mockImplementation(async () => qrcode());
    scanResult = vi
      .spyOn(qrApi, 'scanResult')
      .mockImplementation(async () => answers.shift() ?? { status: 0, expired: false });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const tick = () => act(() => vi.advanceTimersByTimeAsync(QR_POLL_INTERVAL_MS));

  it('asks once a second while the code shows, and stops when the panel goes away', async () => {
    const { result, unmount } = renderHook(() => useQrFlow());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state.step).toBe('scanning');
    await tick();
    await tick();
    await tick();
    expect(scanResult).toHaveBeenCalledTimes(3);
    unmount();
    await tick();
    await tick();
    expect(scanResult).toHaveBeenCalledTimes(3);
  });

  it('stops asking once the code is scanned', async () => {
    const { result } = renderHook(() => useQrFlow());
    await act(() => vi.advanceTimersByTimeAsync(0));
    answers.push({ status: 2, wxUnionid: 'union-1', nickname: '小林' });
    await tick();
    expect(result.current.state).toMatchObject({ step: 'bind', wxUnionid: 'union-1' });
    await tick();
    expect(scanResult).toHaveBeenCalledTimes(1);
  });

  it('stops at expiry and starts again with a new code on refresh', async () => {
    const { result } = renderHook(() => useQrFlow());
    await act(() => vi.advanceTimersByTimeAsync(0));
    answers.push({ status: 0, expired: true });
    await tick();
    expect(result.current.state.step).toBe('expired');
    act(() => result.current.refresh());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.state.step).toBe('scanning');
    expect(qrApi.qrcode).toHaveBeenCalledTimes(2);
  });
});
