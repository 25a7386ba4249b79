import { WarningFilled } from '@ant-design/icons';
import { ScreenSizePicker } from '../../console/ui-configuration/ScreenSizePicker';
import { chosenScreenSize, type ScreenChoice } from '../../console/ui-configuration/screen-size-choice';
import type { ScreenDocument } from '../../shared/screen/document';
import { ORIENTATION_NAMES, orientationOf, type ScreenSize } from '../../shared/screen/orientation';
import styles from './GlobalSettings.module.css';
import { plannedConversions } from './orientation-switch';

export interface ScreenSizeFieldProps {
  value: ScreenSize;
  preset: ScreenChoice;
  /** The stored document: the warning compares against its orientation. */
  stored: ScreenDocument;
  onChange: (size: ScreenSize, preset: ScreenChoice) => void;
}

/**
 * The screen size: portrait, landscape or custom. Choosing the other orientation warns what
 * changes with it before anything is saved.
 */
export function ScreenSizeField({ value, preset, stored, onChange }: ScreenSizeFieldProps) {
  const before = orientationOf(stored.global.screenSize);
  const after = orientationOf(value);
  const conversions = before === after ? [] : plannedConversions(stored, value);
  return (
    <div className={styles.sizeField}>
      <ScreenSizePicker
        value={{ choice: preset, custom: value }}
        onChange={({ choice, custom }) => onChange(chosenScreenSize(choice, custom), choice)}
      />
      {before !== after && (
        <div className={styles.orientationWarning} role="alert">
          <WarningFilled />
          <div>
            <strong>
              屏幕将从{ORIENTATION_NAMES[before]}切换为{ORIENTATION_NAMES[after]}
            </strong>
            <p>
              模版会随之切换为{ORIENTATION_NAMES[after]}版本：模版库只显示{ORIENTATION_NAMES[after]}
              模版，主页转换为对应的
              {after === 'horizontal' ? '横屏主页（hmain）' : '竖屏主页（vmain）'}
              ，模块版式按{ORIENTATION_NAMES[after]}
              模版调整，页面内容保留，自由图层保持实际大小并移入新屏幕范围内。
            </p>
            {conversions.length > 0 && (
              <ul>
                {conversions.map((conversion) => (
                  <li key={conversion.pageName}>
                    {conversion.pageName}：{conversion.from} → {conversion.to}
                    {conversion.notes.map((note) => (
                      <div key={note}>{note}</div>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
