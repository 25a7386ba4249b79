import { Tag } from 'antd';
import { ACCOUNT_STATE_NAMES, type AccountState } from '../../shared/api/enterprise-admin';

const COLORS: Record<AccountState, string> = {
  ACTIVE: 'success',
  INVITED: 'processing',
  DISABLED: 'default',
};

export function AccountStateTag({ state }: { state: AccountState }) {
  return <Tag color={COLORS[state]}>{ACCOUNT_STATE_NAMES[state]}</Tag>;
}
