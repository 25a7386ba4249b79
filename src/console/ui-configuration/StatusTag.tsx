import { CheckCircleFilled, EditFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { HOMEPAGE_STATUS_NAMES, type HomepageStatus } from '../../shared/api/homepage';

const LOOK: Record<HomepageStatus, { color: string; icon: ReactNode }> = {
  DRAFT: { color: 'default', icon: <EditFilled /> },
  RELEASED: { color: 'success', icon: <CheckCircleFilled /> },
  CHANGED: { color: 'warning', icon: <ExclamationCircleFilled /> },
};

/** 草稿, 已发布 or 发布后有修改. */
export function StatusTag({ status }: { status: HomepageStatus }) {
  const { color, icon } = LOOK[status];
  return (
    <Tag color={color} icon={icon} style={{ marginInlineEnd: 0 }}>
      {HOMEPAGE_STATUS_NAMES[status]}
    </Tag>
  );
}
