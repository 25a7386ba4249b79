import { Clock } from '../parts/Clock';
import { useScreen } from '../render/screen-context';
import type { TagProps } from '../render/tag-props';

/** The wake-up page as a full-screen slideshow, with the time and the wake word over it. */
export function SleepSwiperPage({ data, attrs, root, children }: TagProps<'rb-sleep-swiper-hoc'>) {
  const { global } = useScreen();
  return (
    <div {...root} className={`rb-page-root rb-sleep rb-sleep--swiper rb-theme-${attrs.theme ?? 'other'}`}>
      {children}
      {data.showClock && <Clock className="rb-clock--corner" />}
      <div className="rb-sleep__wake">
        <span className="rb-pulse" aria-hidden />
        <span>
          说「<strong className="rb-sleep__word">{global.wakeWord}</strong>」唤醒我
        </span>
      </div>
    </div>
  );
}
