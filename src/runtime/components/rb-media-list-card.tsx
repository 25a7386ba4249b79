import { entryMark } from '../parts/entry-mark';
import { isVideoUrl, Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

/** A titled list of pictures or videos with a line of text each (news, events). */
export function MediaListCard({ data, root }: TagProps<'rb-media-list-card'>) {
  return (
    <section {...root} className="rb-card rb-media-list">
      <h2 className="rb-card__title">{data.title}</h2>
      <ul className="rb-media-list__items">
        {(data.items ?? []).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no ids; position is identity
          <li key={index} className="rb-media-list__item" {...entryMark('items', index)}>
            <span className="rb-media-list__thumb">
              <Media className="rb-media-list__media" src={item.src} alt={item.text} />
              {item.src && isVideoUrl(item.src) && <span className="rb-play" role="img" aria-label="视频" />}
            </span>
            <span className="rb-media-list__text">
              <strong className="rb-media-list__title">{item.text}</strong>
              {item.subText && <small className="rb-media-list__note">{item.subText}</small>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
