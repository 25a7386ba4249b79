import {
  AimOutlined,
  AppstoreOutlined,
  CompassOutlined,
  FormOutlined,
  MoonOutlined,
  SafetyOutlined,
  SmileOutlined,
  SoundOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';

const ICONS: Record<string, ComponentType<{ style?: CSSProperties }>> = {
  AimOutlined,
  AppstoreOutlined,
  CompassOutlined,
  FormOutlined,
  MoonOutlined,
  SafetyOutlined,
  SmileOutlined,
  SoundOutlined,
  ThunderboltOutlined,
};

/** A catalogue skill's icon on a tinted tile. */
export function SkillIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  const Icon = ICONS[icon] ?? AppstoreOutlined;
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        borderRadius: size / 4,
        background: 'linear-gradient(135deg, #e6f4ff, #bae0ff)',
        color: '#1677ff',
        flex: 'none',
      }}
    >
      <Icon style={{ fontSize: size * 0.5 }} />
    </span>
  );
}
