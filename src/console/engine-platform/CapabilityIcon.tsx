import {
  AimOutlined,
  ApartmentOutlined,
  EyeOutlined,
  LikeOutlined,
  MessageOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { CapabilityIcon as IconName } from './engine-content';

const ICONS: Record<IconName, ReactNode> = {
  scene: <EyeOutlined />,
  track: <AimOutlined />,
  person: <TeamOutlined />,
  ask: <MessageOutlined />,
  fusion: <ApartmentOutlined />,
  gesture: <LikeOutlined />,
};

export function CapabilityIcon({ name }: { name: IconName }) {
  return <>{ICONS[name]}</>;
}
