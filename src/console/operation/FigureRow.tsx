import { FigureCard, type FigureCardProps } from '../charts/FigureCard';
import styles from './OperationScreens.module.css';

/** The period's figures of an operation screen, four in a row. */
export function FigureRow({ figures }: { figures: FigureCardProps[] }) {
  return (
    <div className={styles.figures}>
      {figures.map((figure) => (
        <FigureCard key={figure.title} {...figure} />
      ))}
    </div>
  );
}
