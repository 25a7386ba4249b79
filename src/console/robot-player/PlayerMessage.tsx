import type { ReactNode } from 'react';
import styles from './RobotPlayer.module.css';

/** A full-screen message on the robot: readable from a distance, on the player's dark stage. */
export function PlayerMessage({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.message} role="status">
      <span className={styles.messageIcon}>{icon}</span>
      <h1 className={styles.messageTitle}>{title}</h1>
      {children}
    </div>
  );
}
