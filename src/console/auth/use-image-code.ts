import { useCallback, useEffect, useState } from 'react';
import type { ImageCode } from '../../shared/api/uc';
import { ucApi } from '../api/uc-api';

export type CaptchaState = 'loading' | 'loaded' | 'failed';

export interface ImageCodeHandle {
  state: CaptchaState;
  /** data: address of the captcha picture, when loaded. */
  src: string | null;
  imageCodeKey: string | null;
  refresh: () => void;
}

/**
 * The image captcha of one form. Every code is one-time on the server (a send spends it), so
 * each form keeps its own and asks for a new one after each use; failures show in the captcha
 * itself (retry), not as a toast. Nothing is fetched while the form does not want one (`wanted`).
 */
export function useImageCode(wanted = true): ImageCodeHandle {
  const [asks, setAsks] = useState(0);
  const [state, setState] = useState<CaptchaState>('loading');
  const [code, setCode] = useState<ImageCode | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `asks` is the refresh trigger
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    setState('loading');
    ucApi.imageCode({ quiet: true }).then(
      (answer) => {
        if (!current) return;
        setCode(answer);
        setState('loaded');
      },
      () => current && setState('failed'),
    );
    return () => {
      current = false;
    };
  }, [asks, wanted]);
  const refresh = useCallback(() => setAsks((count) => count + 1), []);
  return {
    state,
    src: state === 'loaded' ? (code?.imageCodeBase64 ?? null) : null,
    imageCodeKey: state === 'loaded' ? (code?.imageCodeKey ?? null) : null,
    refresh,
  };
}
