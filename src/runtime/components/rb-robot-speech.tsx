import { avatar } from '../../shared/screen/stock-material';
import { Media } from '../parts/Media';
import { useControl } from '../parts/use-control';
import type { TagProps } from '../render/tag-props';

/** What the robot says, as a subtitle. */
export function RobotSpeech({ data, root }: TagProps<'rb-robot-speech'>) {
  const state = useControl('speechSubtitle');
  if (state === 'off') return null;
  return (
    <div {...root} className={`rb-subtitle rb-subtitle--speech ${state === 'dimmed' ? 'rb-dimmed' : ''}`}>
      <Media className="rb-subtitle__avatar" src={avatar('robot')} alt="" />
      <span className="rb-subtitle__text">{data.sample}</span>
    </div>
  );
}
