/** Query keys of remote monitoring: ['monitoring', visit role, kind, …]; the feed patches them by kind. */
export const MONITORING_KEYS = {
  all: ['monitoring'] as const,
  of: (role: string, kind: MonitoringKind, ...rest: unknown[]) =>
    ['monitoring', role, kind, ...rest] as const,
};

export type MonitoringKind =
  | 'robots'
  | 'robot'
  | 'samples'
  | 'commands'
  | 'conversations'
  | 'alarms'
  | 'tags';

/** The kind of a monitoring query key (its third part). */
export const kindOf = (queryKey: readonly unknown[]) => queryKey[2] as MonitoringKind | undefined;
/** The device a robot, samples or commands key is about (its fourth part). */
export const deviceOf = (queryKey: readonly unknown[]) => queryKey[3] as string | undefined;
