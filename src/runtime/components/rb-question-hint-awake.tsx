import { Media } from '../parts/Media';
import { useScreen } from '../render/screen-context';
import type { TagProps } from '../render/tag-props';
import { WakeWord } from './rb-awake';
import { QuestionChips } from './rb-question-hint';

/** Greeting, wake word and question hints in one card. */
export function QuestionHintAwake({ data, root }: TagProps<'rb-question-hint-awake'>) {
  const { global } = useScreen();
  return (
    <section {...root} className="rb-hint-awake">
      <div className="rb-hint-awake__head">
        {data.avatar && <Media className="rb-hint-awake__avatar" src={data.avatar} alt="机器人" />}
        <div>
          <p className="rb-awake__greeting">{data.greeting}</p>
          <WakeWord prompt={data.prompt} wakeWord={global.wakeWord} />
        </div>
      </div>
      <h2 className="rb-hint__title">{data.title}</h2>
      <QuestionChips field="questions" questions={data.questions ?? []} />
    </section>
  );
}
