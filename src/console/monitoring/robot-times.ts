import { formatDate } from '../../shared/format/date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** When a robot was last heard from, as people say it. */
export function lastSeenText(lastSeenAt: string | null, now: number): string {
  if (!lastSeenAt) return '从未上线';
  const ago = Math.max(0, now - Date.parse(lastSeenAt));
  if (ago < MINUTE) return '刚刚在线';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} 分钟前在线`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} 小时前在线`;
  return `${Math.floor(ago / DAY)} 天前在线`;
}

/** A key's end, said the way its state needs. */
export function expiryText(expiresAt: string, now: number): string {
  const date = formatDate(expiresAt);
  return Date.parse(expiresAt) <= now ? `已于 ${date} 到期` : `${date} 到期`;
}
