import { Slides } from '../parts/Slides';
import type { TagProps } from '../render/tag-props';

/** The full-screen slideshow of a wake-up page. */
export function SleepFullSwiper({ data, root }: TagProps<'rb-sleep-full-swiper'>) {
  return (
    <section {...root} className="rb-full-swiper">
      <Slides items={data.items ?? []} field="items" caption="over" />
    </section>
  );
}
