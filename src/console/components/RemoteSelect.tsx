import { Select, type SelectProps, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { EmptyPlaceholder } from './EmptyPlaceholder';

export interface RemoteOption {
  label: string;
  value: string | number;
}

/** Loads the options matching a keyword; the signal aborts when a newer search replaces it. */
export type FetchRemoteOptions = (keyword: string, signal: AbortSignal) => Promise<RemoteOption[]>;

export interface RemoteSelectProps
  extends Omit<
    SelectProps,
    'options' | 'showSearch' | 'loading' | 'filterOption' | 'onSearch' | 'notFoundContent'
  > {
  fetchOptions: FetchRemoteOptions;
  /** Quiet time after the last keystroke before searching (spec: 300 ms). */
  debounceMs?: number;
}

const NO_RESULT_HEIGHT = 150;

/**
 * A searchable select whose options come from the server: searches wait for 300 ms of quiet,
 * show a spinner while loading, and only the newest search may fill the list, so a slow
 * earlier answer never overwrites a later one. Opening it loads the options for an empty keyword.
 */
export function RemoteSelect({
  fetchOptions,
  debounceMs = SEARCH_DEBOUNCE_MS,
  onOpenChange,
  ...rest
}: RemoteSelectProps) {
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const latestRequest = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const debounceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(debounceTimer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const load = async (keyword: string) => {
    const request = ++latestRequest.current;
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLoading(true);
    try {
      const found = await fetchOptions(keyword, controller.signal);
      if (request === latestRequest.current) setOptions(found);
    } catch {
      if (request === latestRequest.current) setOptions([]);
    } finally {
      if (request === latestRequest.current) setLoading(false);
    }
  };

  const search = (keyword: string) => {
    clearTimeout(debounceTimer.current);
    debounceTimer.current = setTimeout(() => void load(keyword), debounceMs);
  };

  return (
    <Select
      {...rest}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      options={options}
      notFoundContent={
        loading ? (
          <Spin size="small" style={{ display: 'block', padding: 16 }} />
        ) : (
          <EmptyPlaceholder variant="noResult" size="small" height={NO_RESULT_HEIGHT} />
        )
      }
      onOpenChange={(open) => {
        if (open && options.length === 0 && !loading) void load('');
        onOpenChange?.(open);
      }}
    />
  );
}
