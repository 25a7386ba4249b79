/** 75 → 1分15秒; null → —. */
export function formatDwell(seconds: number | null): string {
  if (seconds === null) return '—';
  if (seconds < 60) return `${seconds}秒`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes}分钟` : `${minutes}分${rest}秒`;
}
