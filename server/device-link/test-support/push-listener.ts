import { PUSH_EVENTS, type PushedCommand } from '../../../src/shared/api/device-link';
import type { ServerSentEvent } from '../../../src/shared/sse-reader';
import { DeviceClient } from '../../../src/simulator/device-client';

/** A push channel: what it has received so far, whether it is open (a keep-alive came) and closed. */
export function listenForCommands(baseUrl: string, token: string) {
  const client = new DeviceClient(baseUrl);
  client.token = token;
  const events: ServerSentEvent[] = [];
  const abort = new AbortController();
  const state = { open: false, closed: false };
  const heard = () => {
    state.open = true;
  };
  const done = (async () => {
    try {
      for await (const event of client.commands(abort.signal, heard)) events.push(event);
    } catch {
      // aborted by the test
    }
    state.closed = true;
  })();
  const commands = () =>
    events
      .filter((event) => event.event === PUSH_EVENTS.command)
      .map((event) => JSON.parse(event.data) as PushedCommand);
  return { events, commands, state, stop: () => abort.abort(), done };
}
