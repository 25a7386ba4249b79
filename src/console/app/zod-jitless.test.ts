import { afterEach, describe, expect, it } from 'vitest';
import './zod-jitless';

describe('zod in the console', () => {
  const realFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = realFunction;
  });

  it('parses objects without compiling code, which the Content-Security-Policy would report', async () => {
    const compiled: unknown[] = [];
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        compiled.push(args);
        return Reflect.construct(target, args);
      },
    });
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), count: z.number() });

    expect(schema.parse({ name: '展厅', count: 3 })).toEqual({ name: '展厅', count: 3 });
    expect(z.config().jitless).toBe(true);
    expect(compiled).toEqual([]);
  });
});
