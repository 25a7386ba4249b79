import type { TourStepProps } from 'antd';
import { type RefObject, useEffect, useState } from 'react';
import { GuidedTour } from '../tutorial/GuidedTour';
import { type KgTutorialFlag, useTutorialFlag } from './kg-tutorial';

export interface KgTourStep {
  title: string;
  description: string;
  /** The element the step points at; none: a centred step. */
  target?: RefObject<HTMLElement | null>;
}

/**
 * A first-visit guide of the concept or entity screens, shown while `when` holds and its flag
 * (localStorage) is still true; finished or skipped, it never shows again.
 */
export function KgTour({
  flag,
  when = true,
  steps,
}: {
  flag: KgTutorialFlag;
  when?: boolean;
  steps: KgTourStep[];
}) {
  const { pending, done } = useTutorialFlag(flag);
  // Opened a moment after its targets have mounted (drawers animate in).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!when || !pending) return setReady(false);
    const timer = setTimeout(() => setReady(true), 400);
    return () => clearTimeout(timer);
  }, [when, pending]);
  const tourSteps: TourStepProps[] = steps.map((step) => ({
    title: step.title,
    description: step.description,
    target: step.target ? () => step.target?.current as HTMLElement : null,
  }));
  return <GuidedTour open={ready && pending && when} steps={tourSteps} onDone={done} finishLabel="知道了" />;
}
