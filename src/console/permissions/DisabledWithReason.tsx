import { Tooltip } from 'antd';
import { type CSSProperties, cloneElement, type ReactElement } from 'react';

export interface DisabledWithReasonProps {
  /** Why the action is not available, shown on hover and keyboard focus. */
  reason: string;
  /** A control taking `disabled` (antd Button and the like). */
  children: ReactElement<{ disabled?: boolean; style?: CSSProperties }>;
}

const WRAPPER: CSSProperties = { display: 'inline-block', cursor: 'not-allowed' };
/** Read by screen readers, not shown (the tooltip shows it). */
const SPOKEN_ONLY: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};

/**
 * A control shown disabled with the reason on hover and focus. A disabled button receives no
 * pointer events and no focus, so a focusable wrapper carries the tooltip and the spoken reason.
 */
export function DisabledWithReason({ reason, children }: DisabledWithReasonProps) {
  const disabled = cloneElement(children, {
    disabled: true,
    style: { ...children.props.style, pointerEvents: 'none' },
  });
  return (
    <Tooltip title={reason} trigger={['hover', 'focus']}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can read why */}
      <span tabIndex={0} style={WRAPPER}>
        {disabled}
        <span style={SPOKEN_ONLY}>{reason}</span>
      </span>
    </Tooltip>
  );
}
