import { Tooltip } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import type { CSSProperties, ReactElement, ReactNode } from 'react';
import type { ResourceFlag } from '../../shared/permissions';
import { DisabledWithReason } from './DisabledWithReason';
import type { ResourceFlags } from './resource-flags';

/** A forbidden action is shown disabled with its reason, or not offered at all. */
export type WhenForbidden = 'disable' | 'hide';

export interface FlaggedActionProps {
  flags: ResourceFlags;
  flag: ResourceFlag;
  whenForbidden?: WhenForbidden;
  /** A control taking `disabled` (antd Button and the like). */
  children: ReactElement<{ disabled?: boolean; style?: CSSProperties }>;
}

/** An action a flag guards: as is when allowed; otherwise hidden, or disabled with the reason. */
export function FlaggedAction({ flags, flag, whenForbidden = 'disable', children }: FlaggedActionProps) {
  const reason = flags.reason(flag);
  if (!reason) return children;
  if (whenForbidden === 'hide') return null;
  return <DisabledWithReason reason={reason}>{children}</DisabledWithReason>;
}

/**
 * A menu entry a flag guards (card and row menus): as is when allowed; otherwise left out, or
 * disabled with the reason on hover. Left-out entries come back as null for the menu to skip.
 */
export function flaggedMenuItem(
  flags: ResourceFlags,
  flag: ResourceFlag,
  item: { key: string; label: string; icon?: ReactNode; danger?: boolean },
  whenForbidden: WhenForbidden = 'disable',
): ItemType | null {
  const reason = flags.reason(flag);
  if (!reason) return item;
  if (whenForbidden === 'hide') return null;
  return {
    ...item,
    disabled: true,
    label: (
      <Tooltip title={reason} placement="left">
        <span style={{ display: 'block' }}>{item.label}</span>
      </Tooltip>
    ),
  };
}
