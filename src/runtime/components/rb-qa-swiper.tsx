import { QA_SWIPER_PERIOD } from '../../shared/screen/constants';
import { Dots } from '../parts/Dots';
import { entryMark } from '../parts/entry-mark';
import { useCycle } from '../parts/use-cycle';
import type { TagProps } from '../render/tag-props';

/** Frequently asked questions with their answers, one at a time. */
export function QaSwiper({ data, root }: TagProps<'rb-qa-swiper'>) {
  const items = data.items ?? [];
  const [index, setIndex] = useCycle(items.map(() => data.period ?? QA_SWIPER_PERIOD));
  const item = items[index];
  return (
    <section {...root} className="rb-card rb-qa">
      <h2 className="rb-card__title">{data.title}</h2>
      {item && (
        <div className="rb-qa__item" key={index} {...entryMark('items', index)}>
          <p className="rb-qa__question">
            <span className="rb-qa__mark">Q</span>
            {item.question}
          </p>
          <p className="rb-qa__answer">
            <span className="rb-qa__mark rb-qa__mark--answer">A</span>
            {item.answer}
          </p>
        </div>
      )}
      <Dots count={items.length} active={index} onPick={setIndex} />
    </section>
  );
}
