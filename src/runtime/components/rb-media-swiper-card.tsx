import { MEDIA_SWIPER_CARD_TYPES } from '../../shared/screen/tags/module-tags';
import { entryMark } from '../parts/entry-mark';
import { Media } from '../parts/Media';
import { Slides } from '../parts/Slides';
import type { TagProps } from '../render/tag-props';

/**
 * A titled card of slides. Normal: pictures only; Text: title and note under the picture;
 * TextInline: over it; Cards: several cards side by side that scroll.
 */
export function MediaSwiperCard({ data, attrs, root }: TagProps<'rb-media-swiper-card'>) {
  const type = MEDIA_SWIPER_CARD_TYPES.includes(attrs.type ?? 'Normal') ? (attrs.type ?? 'Normal') : 'Normal';
  const items = data.items ?? [];
  return (
    <section {...root} className={`rb-card rb-swiper-card rb-swiper-card--${type}`}>
      {data.title && <h2 className="rb-card__title">{data.title}</h2>}
      {type === 'Cards' ? (
        <ul className="rb-swiper-card__cards">
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: slides have no ids; position is identity
            <li key={index} className="rb-picture-card" {...entryMark('items', index)}>
              <Media className="rb-picture-card__media" src={item.src} alt={item.text} />
              <span className="rb-picture-card__text">
                <strong className="rb-picture-card__title">{item.text}</strong>
                {item.subText && <small className="rb-picture-card__note">{item.subText}</small>}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Slides
          items={items}
          field="items"
          caption={type === 'Text' ? 'below' : type === 'TextInline' ? 'over' : 'none'}
        />
      )}
    </section>
  );
}
