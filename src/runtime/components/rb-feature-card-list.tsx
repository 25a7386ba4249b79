import { entryMark } from '../parts/entry-mark';
import { Icon } from '../parts/Icon';
import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

/** A titled row of picture cards (small, medium or large). */
export function FeatureCardList({ data, attrs, root }: TagProps<'rb-feature-card-list'>) {
  return (
    <section {...root} className={`rb-card-list rb-card-list--${attrs.size ?? 'medium'}`}>
      <h2 className="rb-section-title">
        {data.icon && <Icon src={data.icon} className="rb-section-title__icon" />}
        {data.title}
      </h2>
      <ul className="rb-card-list__items">
        {(data.dataSource ?? []).map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards have no ids; position is identity
          <li key={index} className="rb-picture-card" {...entryMark('dataSource', index)}>
            <Media className="rb-picture-card__media" src={card.image} alt={card.title} />
            <span className="rb-picture-card__text">
              <strong className="rb-picture-card__title">{card.title}</strong>
              {card.subtitle && <small className="rb-picture-card__note">{card.subtitle}</small>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
