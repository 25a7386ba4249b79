import { useState } from 'react';
import { SAMPLE_VOLUME } from '../../shared/screen/constants';
import { useControl } from '../parts/use-control';
import { useScreen } from '../render/screen-context';
import type { TagProps } from '../render/tag-props';

/** The robot's own buttons at the screen edge: pause/continue and volume, as the control list allows. */
export function RobotControl({ root }: TagProps<'rb-robot-control'>) {
  const pause = useControl('pauseContinue');
  const volume = useControl('volumeControl');
  const { controls } = useScreen();
  const [paused, setPaused] = useState(false);
  const level = Number(
    controls.find((control) => control.id === 'volumeControl')?.data.volume ?? SAMPLE_VOLUME,
  );
  if (pause === 'off' && volume === 'off') return <div {...root} className="rb-control rb-control--empty" />;
  return (
    <div {...root} className="rb-control">
      {pause !== 'off' && (
        <button
          type="button"
          className={`rb-control__button ${pause === 'dimmed' ? 'rb-dimmed' : ''}`}
          onClick={() => setPaused(!paused)}
        >
          <span className={paused ? 'rb-glyph rb-glyph--play' : 'rb-glyph rb-glyph--pause'} aria-hidden />
          {paused ? '继续' : '暂停'}
        </button>
      )}
      {volume !== 'off' && (
        <button type="button" className={`rb-control__button ${volume === 'dimmed' ? 'rb-dimmed' : ''}`}>
          <span className="rb-glyph rb-glyph--volume" aria-hidden />
          {level}
        </button>
      )}
    </div>
  );
}
