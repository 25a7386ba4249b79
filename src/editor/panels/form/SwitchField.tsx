import { Switch } from 'antd';
import type { FieldMeta } from '../../../shared/screen/fields';
import styles from './form.module.css';

export interface SwitchFieldProps {
  meta: FieldMeta;
  value: unknown;
  onChange: (value: boolean) => void;
}

/** An on/off option, label left and switch right as in a design tool's inspector. */
export function SwitchField({ meta, value, onChange }: SwitchFieldProps) {
  return (
    <div className={styles.switchRow}>
      <span>{meta.label}</span>
      <Switch size="small" aria-label={meta.label} checked={value === true} onChange={onChange} />
    </div>
  );
}
