const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When something happened, as people say it: 刚刚, 5 分钟前, 3 小时前, 2 天前, else the date. */
export function timeAgo(at: string | Date, now: Date = new Date()): string {
  const past = now.getTime() - new Date(at).getTime();
  if (past < MINUTE) return '刚刚';
  if (past < HOUR) return `${Math.floor(past / MINUTE)} 分钟前`;
  if (past < DAY) return `${Math.floor(past / HOUR)} 小时前`;
  if (past < 30 * DAY) return `${Math.floor(past / DAY)} 天前`;
  const date = new Date(at);
  return `${date.getFullYear()}.${String(date.getMonth() + 1).padStart(2, '0')}.${String(date.getDate()).padStart(2, '0')}`;
}

/** Whole days left until `at` (rounded up: a key expiring this afternoon has 1 day left); 0 once past. */
export function daysLeft(at: string | Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(at).getTime() - now.getTime()) / DAY));
}
