import { entryMark } from '../parts/entry-mark';
import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

const CURRENT_STOP = 'rb-stop rb-stop--current';

/** Shown while the robot patrols: what it is doing, and its route stop by stop. */
export function PatrolPage({ data, attrs, root, children }: TagProps<'rb-patrol-page'>) {
  const stops = data.stops ?? [];
  return (
    <div {...root} className={`rb-page-root rb-secondary rb-patrol rb-theme-${attrs.theme ?? 'other'}`}>
      <Media className="rb-backdrop" src={data.background} />
      <div className="rb-patrol__hero">
        <span className="rb-patrol__badge">
          <span className="rb-pulse rb-pulse--small" aria-hidden />
          {data.title}
        </span>
        <p className="rb-patrol__tip">{data.tip}</p>
      </div>
      <ol className="rb-patrol__route">
        {stops.map((stop, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list entries have no ids; position is identity
          <li key={index} {...entryMark('stops', index)} className={index === 0 ? CURRENT_STOP : 'rb-stop'}>
            <span className="rb-stop__number">{index + 1}</span>
            <Media className="rb-stop__image" src={stop.image} />
            <span className="rb-stop__text">
              <strong className="rb-stop__title">{stop.name}</strong>
              {stop.description && <small className="rb-stop__note">{stop.description}</small>}
            </span>
          </li>
        ))}
      </ol>
      {children}
    </div>
  );
}
