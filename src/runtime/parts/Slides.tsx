import { MEDIA_SWIPER_DURATION_MS } from '../../shared/screen/constants';
import type { MediaSwiperItem } from '../../shared/screen/tags/shared-fields';
import { Dots } from './Dots';
import { entryMark } from './entry-mark';
import { Media } from './Media';
import { useCycle } from './use-cycle';

/**
 * Slides of pictures or videos that cross-fade, each after its own duration (5000 ms by
 * default), with their title and note over the picture (`caption` 'over'), below it, or none.
 * `field` is the slides' list key in the element's data (each slide is marked as its entry).
 */
export function Slides({
  items,
  field,
  caption,
  className,
}: {
  items: readonly Partial<MediaSwiperItem>[];
  field: string;
  caption: 'over' | 'below' | 'none';
  className?: string;
}) {
  const [active, setActive] = useCycle(items.map((item) => item.duration ?? MEDIA_SWIPER_DURATION_MS));
  const current = items[active];
  return (
    <div className={`rb-slides ${className ?? ''}`}>
      <div className="rb-slides__frame">
        {items.map((item, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no ids; position is identity
            key={index}
            className={index === active ? 'rb-slide rb-slide--active' : 'rb-slide'}
            aria-hidden={index !== active}
            {...entryMark(field, index)}
          >
            <Media className="rb-slide__media" src={item.src} alt={item.text} />
            {caption === 'over' && (item.text || item.subText) && (
              <div className="rb-slide__caption">
                {item.text && <strong className="rb-slide__title">{item.text}</strong>}
                {item.subText && <span className="rb-slide__note">{item.subText}</span>}
              </div>
            )}
          </div>
        ))}
        <Dots count={items.length} active={active} onPick={setActive} />
      </div>
      {caption === 'below' && current && (
        <div className="rb-slides__below">
          <strong className="rb-slides__title">{current.text}</strong>
          {current.subText && <span className="rb-slides__note">{current.subText}</span>}
        </div>
      )}
    </div>
  );
}
