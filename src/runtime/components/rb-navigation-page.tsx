import { entryMark } from '../parts/entry-mark';
import { Icon } from '../parts/Icon';
import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

/** "Take me there": big destination buttons, with an optional map. */
export function NavigationPage({ data, attrs, root, children }: TagProps<'rb-navigation-page'>) {
  const destinations = data.destinations ?? [];
  return (
    <div {...root} className={`rb-page-root rb-secondary rb-navigation rb-theme-${attrs.theme ?? 'other'}`}>
      <Media className="rb-backdrop" src={data.background} />
      <header className="rb-secondary__header">
        <button type="button" className="rb-back">
          ‹ 返回首页
        </button>
        <div>
          <h1 className="rb-secondary__title">{data.title}</h1>
          {data.subtitle && <p className="rb-secondary__subtitle">{data.subtitle}</p>}
        </div>
      </header>
      {data.map && <Media className="rb-navigation__map" src={data.map} alt="地图" />}
      <div className="rb-navigation__grid">
        {destinations.map((destination, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: list entries have no ids; position is identity
          <button type="button" key={index} className="rb-destination" {...entryMark('destinations', index)}>
            <Icon src={destination.icon} className="rb-destination__icon" />
            <span className="rb-destination__name">{destination.name}</span>
            {destination.description && (
              <span className="rb-destination__note">{destination.description}</span>
            )}
          </button>
        ))}
      </div>
      {children}
    </div>
  );
}
