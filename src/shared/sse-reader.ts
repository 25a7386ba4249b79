/** One server-sent event: its name (default `message`), data lines joined, and id if any. */
export interface ServerSentEvent {
  event: string;
  data: string;
  id: string | null;
}

/**
 * Reads a text/event-stream body into events (the WHATWG format: `field: value` lines, a blank
 * line ends an event, lines starting with `:` are comments such as keep-alives). `onComment`
 * hears every comment, so a reader can tell a live but quiet stream from a dead one.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
  onComment: () => void = () => undefined,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  let id: string | null = null;
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.search(/\r\n|\r|\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
      newline = buffer.search(/\r\n|\r|\n/);
      if (line === '') {
        if (data.length > 0) yield { event, data: data.join('\n'), id };
        event = 'message';
        data = [];
        continue;
      }
      if (line.startsWith(':')) {
        onComment();
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id') id = value;
    }
  }
}
