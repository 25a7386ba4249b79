import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './sse-reader';

function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function read(stream: ReadableStream<Uint8Array>) {
  const events = [];
  let comments = 0;
  for await (const event of readServerSentEvents(stream, () => comments++)) events.push(event);
  return { events, comments };
}

describe('readServerSentEvents', () => {
  it('reads named events with ids, data split over chunks and lines, and counts comments', async () => {
    const { events, comments } = await read(
      streamOf(
        'retry: 3000\n: connected\n\nid: c1\nevent: com',
        'mand\ndata: {"a":\ndata: 1}\n\n: keep-alive\r\n\r\n',
        'data: plain\n\n',
      ),
    );
    expect(events).toEqual([
      { event: 'command', data: '{"a":\n1}', id: 'c1' },
      { event: 'message', data: 'plain', id: 'c1' },
    ]);
    expect(comments).toBe(2);
  });

  it('drops an event the stream cut off before its blank line', async () => {
    const { events } = await read(streamOf('event: command\ndata: {"half"'));
    expect(events).toEqual([]);
  });
});
