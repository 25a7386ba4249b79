import { useState } from 'react';
import { entryMark } from '../parts/entry-mark';
import { Icon } from '../parts/Icon';
import type { TagProps } from '../render/tag-props';

/** Questions grouped by topic: tabs of topics, the chosen topic's questions below. */
export function QuestionCategory({ data, root }: TagProps<'rb-question-category'>) {
  const categories = data.categories ?? [];
  const [picked, setPicked] = useState(0);
  const current = categories[Math.min(picked, categories.length - 1)];
  return (
    <section {...root} className="rb-card rb-category">
      <h2 className="rb-card__title">{data.title}</h2>
      <div className="rb-category__tabs" role="tablist">
        {categories.map((category, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: list entries have no ids; position is identity
            key={index}
            type="button"
            role="tab"
            aria-selected={category === current}
            className={category === current ? 'rb-tab rb-tab--active' : 'rb-tab'}
            onClick={() => setPicked(index)}
            {...entryMark('categories', index)}
          >
            <Icon src={category.icon} className="rb-tab__icon" />
            {category.name}
          </button>
        ))}
      </div>
      <ul className="rb-category__questions">
        {(current?.questions ?? []).map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat while being typed
          <li key={index} className="rb-question">
            <span className="rb-question__mark">问</span>
            {question}
          </li>
        ))}
      </ul>
    </section>
  );
}
