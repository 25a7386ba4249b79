import type { DeviceCommand } from '../../../shared/api/devices';

export interface CommandStep {
  name: string;
  /** Milliseconds since the step before it; null when the step has not happened. */
  tookMs: number | null;
}

const between = (from: string | null, to: string | null) =>
  from && to ? Math.max(0, Date.parse(to) - Date.parse(from)) : null;

/** A command's life as steps: sent, acknowledged, then done or failed, each with the time it took. */
export function commandSteps(command: DeviceCommand): CommandStep[] {
  const end = command.status === 'FAILED' ? '失败' : command.status === 'TIMED_OUT' ? '超时' : '完成';
  return [
    { name: '发送', tookMs: between(command.createdAt, command.sentAt) },
    { name: '确认', tookMs: between(command.sentAt ?? command.createdAt, command.ackedAt) },
    { name: end, tookMs: between(command.ackedAt ?? command.sentAt, command.finishedAt) },
  ];
}

/** 40 ms, 1.2 s, 2 分 5 秒. */
export function formatTook(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.floor(ms / 60_000)} 分 ${Math.round((ms % 60_000) / 1000)} 秒`;
}
