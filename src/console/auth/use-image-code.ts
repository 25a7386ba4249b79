import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
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
 * itself (retry), not as a toast.
 */
export function useImageCode(form: string): ImageCodeHandle {
  const query = useQuery({
    queryKey: ['image-code', form],
    queryFn: () => ucApi.imageCode({ quiet: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const state: CaptchaState = query.isFetching ? 'loading' : query.isError ? 'failed' : 'loaded';
  return {
    state,
    src: query.data?.imageCodeBase64 ?? null,
    imageCodeKey: query.data?.imageCodeKey ?? null,
    refresh,
  };
}
