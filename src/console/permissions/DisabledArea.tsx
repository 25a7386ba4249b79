import { ConfigProvider } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** The fieldset takes no room of its own: its children lay out as if it were not there. */
const NO_BOX: CSSProperties = { display: 'contents' };

/**
 * Everything inside is disabled while `disabled`: antd's controls through their context (drawn
 * disabled), and every native control (custom tiles, pickers' buttons) through a fieldset.
 */
export function DisabledArea({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <ConfigProvider componentDisabled={disabled}>
      <fieldset disabled={disabled} style={NO_BOX}>
        {children}
      </fieldset>
    </ConfigProvider>
  );
}
