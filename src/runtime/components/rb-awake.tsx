import { Media } from '../parts/Media';
import { useScreen } from '../render/screen-context';
import type { TagProps } from '../render/tag-props';

/** The robot greets and says how to talk to it: the wake word is always in view. */
export function Awake({ data, root }: TagProps<'rb-awake'>) {
  const { global } = useScreen();
  return (
    <section {...root} className="rb-awake">
      {data.avatar && <Media className="rb-awake__avatar" src={data.avatar} alt="机器人" />}
      <div className="rb-awake__text">
        <p className="rb-awake__greeting">{data.greeting}</p>
        <WakeWord prompt={data.prompt} wakeWord={global.wakeWord} />
      </div>
    </section>
  );
}

export function WakeWord({ prompt, wakeWord }: { prompt: string | undefined; wakeWord: string }) {
  return (
    <p className="rb-wake">
      <span className="rb-wake__mic" aria-hidden />
      <span className="rb-wake__prompt">{prompt}</span>
      <strong className="rb-wake__word">「{wakeWord}」</strong>
    </p>
  );
}
