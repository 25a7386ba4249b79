import { useControl } from '../parts/use-control';
import type { TagProps } from '../render/tag-props';

/** What the robot heard, as a subtitle (main page only, per the control list). */
export function RobotRecognition({ data, root }: TagProps<'rb-robot-recognition'>) {
  const state = useControl('recognitionSubtitle');
  if (state === 'off') return null;
  return (
    <div {...root} className={`rb-subtitle rb-subtitle--heard ${state === 'dimmed' ? 'rb-dimmed' : ''}`}>
      <span className="rb-subtitle__wave" aria-hidden>
        <i />
        <i />
        <i />
        <i />
      </span>
      <span className="rb-subtitle__text">{data.sample}</span>
    </div>
  );
}
