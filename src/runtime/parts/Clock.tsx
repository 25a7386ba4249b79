import { useEffect, useState } from 'react';

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'];
const pad = (value: number) => String(value).padStart(2, '0');

function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Time and date as a robot shows them: 14:05 · 5月20日 星期一. */
export function Clock({ className }: { className?: string }) {
  const now = useNow(15_000);
  return (
    <div className={`rb-clock ${className ?? ''}`}>
      <span className="rb-clock__time">
        {pad(now.getHours())}:{pad(now.getMinutes())}
      </span>
      <span className="rb-clock__date">
        {now.getMonth() + 1}月{now.getDate()}日 星期{WEEKDAYS[now.getDay()]}
      </span>
    </div>
  );
}
