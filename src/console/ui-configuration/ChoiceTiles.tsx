import { type ReactNode, useId } from 'react';
import styles from './ChoiceTiles.module.css';

export interface ChoiceTile<Value extends string> {
  value: Value;
  title: string;
  subtitle?: string;
  glyph?: ReactNode;
}

export interface ChoiceTilesProps<Value extends string> {
  options: readonly ChoiceTile<Value>[];
  value?: Value;
  onChange?(value: Value): void;
  columns: number;
  'aria-label': string;
}

/** A choice among a few options shown as tiles: native radio buttons underneath. Works as an antd Form control. */
export function ChoiceTiles<Value extends string>({
  options,
  value,
  onChange,
  columns,
  'aria-label': ariaLabel,
}: ChoiceTilesProps<Value>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={styles.tiles}
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={styles.tile}
          title={option.subtitle ? `${option.title}（${option.subtitle}）` : option.title}
        >
          <input
            type="radio"
            className={styles.radio}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange?.(option.value)}
          />
          {option.glyph && (
            <span className={styles.glyph} aria-hidden>
              {option.glyph}
            </span>
          )}
          <span className={styles.text}>
            <span className={styles.title}>{option.title}</span>
            {option.subtitle && <span className={styles.subtitle}>{option.subtitle}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}
