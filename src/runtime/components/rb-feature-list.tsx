import {
  COLUMN_MODE_ITEMS_PER_LIST,
  COLUMN_MODE_LISTS,
  FEATURE_LIST_VISIBLE_ITEMS,
} from '../../shared/screen/constants';
import { entryMark } from '../parts/entry-mark';
import { Icon } from '../parts/Icon';
import type { TagProps } from '../render/tag-props';

type Item = { title?: string; subtitle?: string; icon?: string };

/**
 * Feature entries. Row layout: the first 4 features of the first group. Column layout: 2 groups
 * side by side, 3 features each. Styles: normal (icon over text), text, text-inline, cards.
 */
export function FeatureList({ data, attrs, root }: TagProps<'rb-feature-list'>) {
  const groups: Item[][] = data.dataSource ?? [];
  const style = attrs.style ?? 'normal';
  if (attrs.layout === 'column') {
    return (
      <section {...root} className={`rb-features rb-features--column rb-features--${style}`}>
        {groups.slice(0, COLUMN_MODE_LISTS).map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups have no ids; position is identity
          <ul key={index} className="rb-features__list" {...entryMark('dataSource', index)}>
            {group.slice(0, COLUMN_MODE_ITEMS_PER_LIST).map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no ids; position is identity
              <Feature key={itemIndex} item={item} group={index} index={itemIndex} />
            ))}
          </ul>
        ))}
      </section>
    );
  }
  return (
    <section {...root} className={`rb-features rb-features--row rb-features--${style}`}>
      <ul className="rb-features__list">
        {(groups[0] ?? []).slice(0, FEATURE_LIST_VISIBLE_ITEMS).map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no ids; position is identity
          <Feature key={index} item={item} group={0} index={index} />
        ))}
      </ul>
    </section>
  );
}

function Feature({ item, group, index }: { item: Item; group: number; index: number }) {
  return (
    <li className="rb-feature" {...entryMark('dataSource', group, index)}>
      <span className="rb-badge">
        <Icon src={item.icon} />
      </span>
      <span className="rb-feature__text">
        <strong className="rb-feature__title">{item.title}</strong>
        {item.subtitle && <small className="rb-feature__note">{item.subtitle}</small>}
      </span>
    </li>
  );
}
