import { Space } from 'antd';
import { ORIENTATION_NAMES, orientationOf, type ScreenSize } from '../../shared/screen/orientation';
import { NumberInput } from '../components/NumberInput';
import { type ChoiceTile, ChoiceTiles } from './ChoiceTiles';
import styles from './ScreenSizePicker.module.css';
import { SCREEN_PRESETS, SCREEN_SIDE, type ScreenChoice, type ScreenSizeValue } from './screen-size-choice';

/** A small screen outline of the given ratio, for the size tiles. */
function ScreenGlyph({ width, height, dashed = false }: { width: number; height: number; dashed?: boolean }) {
  return (
    <span
      style={{
        width,
        height,
        borderRadius: 3,
        border: `2px ${dashed ? 'dashed' : 'solid'} currentColor`,
        background: dashed ? 'transparent' : 'rgb(31 95 255 / 12%)',
      }}
    />
  );
}

const sizeText = (choice: Exclude<ScreenChoice, 'custom'>) =>
  `${SCREEN_PRESETS[choice].width} × ${SCREEN_PRESETS[choice].height}`;

const SCREEN_TILES: readonly ChoiceTile<ScreenChoice>[] = [
  {
    value: 'portrait',
    title: '竖屏',
    subtitle: sizeText('portrait'),
    glyph: <ScreenGlyph width={15} height={26} />,
  },
  {
    value: 'landscape',
    title: '横屏',
    subtitle: sizeText('landscape'),
    glyph: <ScreenGlyph width={26} height={15} />,
  },
  {
    value: 'custom',
    title: '自定义',
    subtitle: '按设备分辨率',
    glyph: <ScreenGlyph width={22} height={22} dashed />,
  },
];

/**
 * The screen size of a configuration: portrait, landscape, or width and height in pixels within
 * the contract's bounds. Serves the new-configuration form (as an antd Form control) and the
 * editor's global settings alike.
 */
export function ScreenSizePicker({
  value,
  onChange,
}: {
  value?: ScreenSizeValue;
  onChange?: (value: ScreenSizeValue) => void;
}) {
  if (!value) return null;
  const { choice, custom } = value;
  const setCustom = (size: ScreenSize) => onChange?.({ choice, custom: size });
  return (
    <div className={styles.picker}>
      <ChoiceTiles
        options={SCREEN_TILES}
        columns={3}
        aria-label="屏幕尺寸"
        value={choice}
        onChange={(next) => onChange?.({ choice: next, custom })}
      />
      {choice === 'custom' && (
        <Space align="center">
          <NumberInput
            aria-label="屏幕宽度"
            value={custom.width}
            min={SCREEN_SIDE.min}
            max={SCREEN_SIDE.max}
            step={10}
            width={170}
            onChange={(width) => setCustom({ ...custom, width })}
          />
          <span className={styles.muted}>×</span>
          <NumberInput
            aria-label="屏幕高度"
            value={custom.height}
            min={SCREEN_SIDE.min}
            max={SCREEN_SIDE.max}
            step={10}
            width={170}
            onChange={(height) => setCustom({ ...custom, height })}
          />
          <span className={styles.muted}>像素 · {ORIENTATION_NAMES[orientationOf(custom)]}</span>
        </Space>
      )}
    </div>
  );
}
