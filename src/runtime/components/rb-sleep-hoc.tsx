import { Clock } from '../parts/Clock';
import { Media } from '../parts/Media';
import { useScreen } from '../render/screen-context';
import type { TagProps } from '../render/tag-props';

/** The wake-up (sleep) page: a calm full-screen picture, the time, and how to wake the robot. */
export function SleepPage({ data, attrs, root, children }: TagProps<'rb-sleep-hoc'>) {
  const { global } = useScreen();
  return (
    <div {...root} className={`rb-page-root rb-sleep rb-theme-${attrs.theme ?? 'other'}`}>
      <Media className="rb-backdrop" src={data.background} />
      <div className="rb-sleep__center">
        {data.showClock && <Clock className="rb-clock--large" />}
        <h1 className="rb-sleep__title">{data.title}</h1>
        {data.subtitle && <p className="rb-sleep__subtitle">{data.subtitle}</p>}
      </div>
      <div className="rb-sleep__wake">
        <span className="rb-pulse" aria-hidden />
        <span>
          说「<strong className="rb-sleep__word">{global.wakeWord}</strong>」唤醒我
        </span>
      </div>
      {children}
    </div>
  );
}
