import { Alert } from 'antd';

export interface ViewOnlyNoticeProps {
  /** Why the caller may only view (the missing flag's reason). */
  reason: string;
  /** What the viewer can still do here. */
  description: string;
  className?: string;
  /** Full width, square, under a toolbar (the editor); a card-like notice otherwise. */
  banner?: boolean;
}

/** Says a screen is view-only for the caller, and why: its change controls are disabled. */
export function ViewOnlyNotice({ reason, description, className, banner = false }: ViewOnlyNoticeProps) {
  return (
    <Alert
      className={className}
      type="info"
      showIcon
      banner={banner}
      title={`只读：${reason}`}
      description={description}
    />
  );
}
