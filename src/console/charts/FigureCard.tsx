import { ArrowRightOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './FigureCard.module.css';

export interface FigureCardProps {
  title: string;
  value: ReactNode;
  /** After the value, smaller: a unit, or the total of an "online / total" figure. */
  suffix?: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  /** The icon's colour; its tile is the same colour, faint. */
  accent: string;
  /** Where the card leads; without it the card is a plain figure. */
  to?: string;
  /** Why the card leads nowhere although it would (no permission): shown on hover, card dimmed. */
  disabledReason?: string;
}

/** One figure of a dashboard (概览, 监控平台): title and icon, the value, a hint, and a link to its area. */
export function FigureCard({
  title,
  value,
  suffix,
  hint,
  icon,
  accent,
  to,
  disabledReason,
}: FigureCardProps) {
  const body = (
    <>
      <div className={styles.head}>
        <span>{title}</span>
        <span className={styles.icon} style={{ color: accent, background: `${accent}14` }} aria-hidden>
          {icon}
        </span>
      </div>
      <div className={styles.value}>
        {value}
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      <div className={styles.foot}>
        <span>{hint}</span>
        {to && !disabledReason && <ArrowRightOutlined className={styles.arrow} aria-hidden />}
      </div>
    </>
  );
  if (disabledReason) {
    return (
      <Tooltip title={disabledReason}>
        <div className={`${styles.card} ${styles.disabled}`} aria-disabled="true">
          {body}
        </div>
      </Tooltip>
    );
  }
  return to ? (
    <Link to={to} className={styles.card}>
      {body}
    </Link>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}
