import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FEED_EVENTS, type FeedBatch, MONITORING_API } from '../../shared/api/monitoring';
import { readServerSentEvents } from '../../shared/sse-reader';
import { sessionHeaders } from '../api/http';
import { API_BASE } from '../api/transport';
import { useSession } from '../session/session-store';
import { applyFeedBatch } from './feed-cache';
import { MONITORING_KEYS } from './monitoring-keys';

export type FeedStatus = 'connecting' | 'live' | 'retrying';

export interface FleetFeed {
  status: FeedStatus;
  /** When the last batch arrived (ms, to the second; 0 before the first): the data's age. */
  heardAt: number;
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Keeps the monitoring feed open while the screen is shown and applies each batch to the cached
 * data. The feed is read with fetch (the bearer token goes in a header, which EventSource cannot
 * send). After a drop it reconnects with a growing pause and fetches the screen's data again,
 * so nothing missed in between stays missing.
 */
export function useFleetFeed(): FleetFeed {
  const client = useQueryClient();
  const token = useSession((state) => state.token);
  const role = useSession((state) => state.visitRole);
  const [status, setStatus] = useState<FeedStatus>('connecting');
  const [heardAt, setHeardAt] = useState(0);

  // A new session or visit role opens a new feed (the headers change with them).
  // biome-ignore lint/correctness/useExhaustiveDependencies: token and role are read through sessionHeaders()
  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    void (async () => {
      let delay = FIRST_RETRY_MS;
      let dropped = false;
      while (!signal.aborted) {
        try {
          const response = await fetch(`${API_BASE}${MONITORING_API.feed}`, {
            headers: sessionHeaders(),
            signal,
          });
          if (!response.ok || !response.body) throw new Error(`feed answered ${response.status}`);
          setStatus('live');
          delay = FIRST_RETRY_MS;
          if (dropped) void client.invalidateQueries({ queryKey: MONITORING_KEYS.all });
          for await (const event of readServerSentEvents(response.body)) {
            if (event.event === FEED_EVENTS.batch) {
              applyFeedBatch(client, JSON.parse(event.data) as FeedBatch);
              // To the second: the screen says the time in seconds and re-renders at most that often.
              setHeardAt(Math.floor(Date.now() / 1000) * 1000);
            }
          }
        } catch {
          // A drop, a refusal or the screen closing: the loop decides.
        }
        if (signal.aborted) return;
        dropped = true;
        setStatus('retrying');
        await pause(delay, signal);
        delay = Math.min(delay * 2, LAST_RETRY_MS);
      }
    })();
    return () => abort.abort();
  }, [client, token, role]);

  return { status, heardAt };
}
