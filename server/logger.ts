import { format } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
export type LogLevel = (typeof LEVELS)[number] | 'silent';

type Fields = Record<string, unknown>;

function formatFields(fields: Fields): string {
  const { err, ...rest } = fields;
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  // Stacks go to the server log only, never to a client.
  const error = err instanceof Error ? `\n${err.stack ?? err.message}` : '';
  return `${extra}${error}`;
}

/**
 * A plain-text logger with the shape Fastify expects, one line per event (`time LEVEL message
 * {fields}`), so the server's own lines, Fastify's and PostgreSQL's read alike in one terminal.
 */
export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
  bindings: Fields = {},
): FastifyBaseLogger {
  const threshold = level === 'silent' ? LEVELS.length : LEVELS.indexOf(level);
  const emitter = (at: (typeof LEVELS)[number]) => {
    const enabled = LEVELS.indexOf(at) >= threshold;
    return (first: unknown, ...rest: unknown[]) => {
      if (!enabled) return;
      const fields: Fields = {
        ...bindings,
        ...(typeof first === 'object' && first !== null ? (first as Fields) : {}),
      };
      if (first instanceof Error) fields.err = first;
      const message = typeof first === 'string' ? format(first, ...rest) : format(...rest);
      write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${formatFields(fields)}\n`);
    };
  };
  return {
    level,
    trace: emitter('trace'),
    debug: emitter('debug'),
    info: emitter('info'),
    warn: emitter('warn'),
    error: emitter('error'),
    fatal: emitter('fatal'),
    silent: () => undefined,
    child: (childBindings: Fields) => createLogger(level, write, { ...bindings, ...childBindings }),
  };
}
