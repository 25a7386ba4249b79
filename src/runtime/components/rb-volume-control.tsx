import { SAMPLE_VOLUME } from '../../shared/screen/constants';
import { useControl } from '../parts/use-control';
import type { TagProps } from '../render/tag-props';

/** A volume slider card. */
export function VolumeControl({ data, root }: TagProps<'rb-volume-control'>) {
  const state = useControl('volumeControl');
  if (state === 'off') return null;
  const volume = Math.max(0, Math.min(100, data.volume ?? SAMPLE_VOLUME));
  return (
    <div {...root} className={`rb-card rb-volume ${state === 'dimmed' ? 'rb-dimmed' : ''}`}>
      <span className="rb-glyph rb-glyph--volume" aria-hidden />
      <span className="rb-volume__track">
        <span className="rb-volume__fill" style={{ width: `${volume}%` }} />
      </span>
      <span className="rb-volume__value">{volume}</span>
    </div>
  );
}
