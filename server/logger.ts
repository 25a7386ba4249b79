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
 * Fastify makes a child per request: a child is one small object, its methods on the prototype.
 */
class LineLogger implements FastifyBaseLogger {
  private readonly threshold: number;

  constructor(
    readonly level: LogLevel,
    private readonly write: (line: string) => void,
    private readonly bindings: Fields,
  ) {
    this.threshold = level === 'silent' ? LEVELS.length : LEVELS.indexOf(level);
  }

  trace(first: unknown, ...rest: unknown[]): void {
    this.emit(0, first, rest);
  }
  debug(first: unknown, ...rest: unknown[]): void {
    this.emit(1, first, rest);
  }
  info(first: unknown, ...rest: unknown[]): void {
    this.emit(2, first, rest);
  }
  warn(first: unknown, ...rest: unknown[]): void {
    this.emit(3, first, rest);
  }
  error(first: unknown, ...rest: unknown[]): void {
    this.emit(4, first, rest);
  }
  fatal(first: unknown, ...rest: unknown[]): void {
    this.emit(5, first, rest);
  }
  silent(): void {}

  child(childBindings: Fields): FastifyBaseLogger {
    return new LineLogger(this.level, this.write, { ...this.bindings, ...childBindings });
  }

  private emit(at: number, first: unknown, rest: unknown[]): void {
    if (at < this.threshold) return;
    const fields: Fields = {
      ...this.bindings,
      ...(typeof first === 'object' && first !== null ? (first as Fields) : {}),
    };
    if (first instanceof Error) fields.err = first;
    const message = typeof first === 'string' ? format(first, ...rest) : format(...rest);
    this.write(
      `${new Date().toISOString()} ${LEVELS[at].toUpperCase().padEnd(5)} ${message}${formatFields(fields)}\n`,
    );
  }
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line),
): FastifyBaseLogger {
  return new LineLogger(level, write, {});
}
