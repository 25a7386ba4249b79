import type { CSSProperties } from 'react';
import { Media } from '../parts/Media';
import { Slides } from '../parts/Slides';
import type { TagProps } from '../render/tag-props';

/** A wide slideshow (height in design units), optionally with an information card beside it. */
export function MediaSwiper({ data, attrs, root }: TagProps<'rb-media-swiper'>) {
  const card = data.card;
  const height = { '--swiper-height': `calc(var(--u) * ${attrs.height ?? 420})` } as CSSProperties;
  return (
    <section {...root} className="rb-media-swiper" style={{ ...height, ...root.style }}>
      <Slides items={data.items ?? []} field="items" caption="over" />
      {attrs.showCard && card && (
        <div className="rb-media-swiper__card">
          {card.src && <Media className="rb-media-swiper__card-media" src={card.src} />}
          <ul>
            {(card.lines ?? []).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines have no ids; position is identity
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
