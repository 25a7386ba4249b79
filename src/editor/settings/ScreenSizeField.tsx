import { DesktopOutlined, MobileOutlined, SettingOutlined, WarningFilled } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { NumberInput } from '../../console/components/NumberInput';
import type { ScreenDocument } from '../../shared/screen/document';
import { ORIENTATION_NAMES, orientationOf, type ScreenSize } from '../../shared/screen/orientation';
import styles from './GlobalSettings.module.css';
import { plannedConversions } from './orientation-switch';
import { SCREEN_SIDE_RANGE, SIZE_PRESETS, type SizePreset } from './settings-schema';

export interface ScreenSizeFieldProps {
  value: ScreenSize;
  preset: SizePreset;
  /** The stored document: the warning compares against its orientation. */
  stored: ScreenDocument;
  onChange: (size: ScreenSize, preset: SizePreset) => void;
}

const CHOICES: { key: SizePreset; title: string; icon: ReactNode; detail: string }[] = [
  { key: 'portrait', title: '竖屏', icon: <MobileOutlined />, detail: '1080 × 1920' },
  { key: 'landscape', title: '横屏', icon: <DesktopOutlined />, detail: '1920 × 1080' },
  { key: 'custom', title: '自定义', icon: <SettingOutlined />, detail: '指定宽和高' },
];

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
      <fieldset className={styles.sizeChoices}>
        <legend className={styles.hiddenLegend}>屏幕尺寸</legend>
        {CHOICES.map((choice) => (
          <label
            key={choice.key}
            className={`${styles.sizeChoice} ${preset === choice.key ? styles.sizeChoiceActive : ''}`}
          >
            <input
              type="radio"
              name="screen-size"
              className={styles.radio}
              checked={preset === choice.key}
              onChange={() =>
                onChange(choice.key === 'custom' ? value : SIZE_PRESETS[choice.key], choice.key)
              }
            />
            <span className={styles.sizeIcon}>{choice.icon}</span>
            <strong>{choice.title}</strong>
            <small>{choice.detail}</small>
          </label>
        ))}
      </fieldset>
      {preset === 'custom' && (
        <Space align="center" className={styles.customSize}>
          <NumberInput
            aria-label="屏幕宽度"
            value={value.width}
            min={SCREEN_SIDE_RANGE.min}
            max={SCREEN_SIDE_RANGE.max}
            step={10}
            width={170}
            onChange={(width) => onChange({ ...value, width }, 'custom')}
          />
          <span className={styles.times}>×</span>
          <NumberInput
            aria-label="屏幕高度"
            value={value.height}
            min={SCREEN_SIDE_RANGE.min}
            max={SCREEN_SIDE_RANGE.max}
            step={10}
            width={170}
            onChange={(height) => onChange({ ...value, height }, 'custom')}
          />
          <span className={styles.unit}>像素 · {ORIENTATION_NAMES[after]}</span>
        </Space>
      )}
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
              ，页面内容保留，自由图层移入新屏幕范围内。
            </p>
            {conversions.length > 0 && (
              <ul>
                {conversions.map((conversion) => (
                  <li key={conversion.pageName}>
                    {conversion.pageName}：{conversion.from} → {conversion.to}
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
