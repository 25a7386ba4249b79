import { Button, Tour, type TourStepProps } from 'antd';
import { useState } from 'react';
import { highlightGap } from './tutorial-rules';

export interface GuidedTourProps {
  open: boolean;
  steps: TourStepProps[];
  /** Called once the user finishes, skips or closes the tour. */
  onDone: () => void;
  /** The last step's button. */
  finishLabel?: string;
}

/**
 * A step-by-step popover of first-time guidance: 下一步 through the steps, 跳过 at any step but
 * the last, the highlight kept clear of the target by the spec's offsets.
 */
export function GuidedTour({ open, steps, onDone, finishLabel = '开始使用' }: GuidedTourProps) {
  const [current, setCurrent] = useState(0);
  return (
    <Tour
      open={open}
      current={current}
      onChange={setCurrent}
      onClose={onDone}
      onFinish={onDone}
      steps={steps.map((step, index) => ({
        ...step,
        nextButtonProps: { children: index === steps.length - 1 ? finishLabel : '下一步' },
      }))}
      gap={{ offset: highlightGap(), radius: 8 }}
      actionsRender={(actions, { current: step, total }) => (
        <>
          {step < total - 1 && (
            <Button size="small" type="text" onClick={onDone}>
              跳过
            </Button>
          )}
          {actions}
        </>
      )}
    />
  );
}
