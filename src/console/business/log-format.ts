import { LOG_AREA_NAMES } from '../../shared/api/enterprise-admin';

/** What a log entry's action reads as: its area's name, then the rest of the action. */
export function actionText(action: string): string {
  const [area, ...rest] = action.split('.');
  const name = LOG_AREA_NAMES[area];
  return name ? `${name} · ${rest.join('.') || area}` : action;
}

/** The entry's detail as short lines; an edit shows each changed field's before → after. */
export function detailLines(detail: Record<string, unknown> | null): string[] {
  if (!detail) return [];
  const { before, after, ...rest } = detail as {
    before?: Record<string, unknown>;
    after?: Record<string, unknown>;
  };
  const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const lines = Object.entries(rest).map(([key, value]) => `${key}: ${show(value)}`);
  if (before && after) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (show(before[key]) !== show(after[key]))
        lines.push(`${key}: ${show(before[key])} → ${show(after[key])}`);
    }
  }
  return lines;
}
