import { Icon } from '../parts/Icon';
import type { TagProps } from '../render/tag-props';

/** One big feature button: icon, title and a line of explanation. */
export function FeatureCard({ data, root }: TagProps<'rb-feature-card'>) {
  return (
    <button type="button" {...root} className="rb-feature-card">
      <span className="rb-badge">
        <Icon src={data.icon} />
      </span>
      <span className="rb-feature-card__text">
        <strong className="rb-feature-card__title">{data.title}</strong>
        {data.subtitle && <small className="rb-feature-card__note">{data.subtitle}</small>}
      </span>
      <span className="rb-chevron" aria-hidden>
        ›
      </span>
    </button>
  );
}
