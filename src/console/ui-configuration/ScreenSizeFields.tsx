import { Flex, Form } from 'antd';
import { NumberInput } from '../components/NumberInput';
import { type ChoiceTile, ChoiceTiles } from './ChoiceTiles';
import { SCREEN_PRESETS, SCREEN_SIDE, type ScreenChoice } from './screen-size-choice';

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

/** The screen of a new configuration: a preset, or width and height in pixels. */
export function ScreenSizeFields({ choice }: { choice: ScreenChoice | undefined }) {
  return (
    <>
      <Form.Item name="screen" label="屏幕尺寸" required>
        <ChoiceTiles options={SCREEN_TILES} columns={3} aria-label="屏幕尺寸" />
      </Form.Item>
      {choice === 'custom' && (
        <Flex gap={12} align="flex-start">
          <Form.Item name="customWidth" label="宽（像素）">
            <NumberInput
              min={SCREEN_SIDE.min}
              max={SCREEN_SIDE.max}
              step={10}
              width={170}
              aria-label="屏幕宽度"
            />
          </Form.Item>
          <span style={{ marginTop: 34, color: 'rgb(11 31 77 / 45%)' }}>×</span>
          <Form.Item name="customHeight" label="高（像素）">
            <NumberInput
              min={SCREEN_SIDE.min}
              max={SCREEN_SIDE.max}
              step={10}
              width={170}
              aria-label="屏幕高度"
            />
          </Form.Item>
        </Flex>
      )}
    </>
  );
}
