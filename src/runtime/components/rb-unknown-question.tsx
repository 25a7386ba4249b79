import { avatar } from '../../shared/screen/stock-material';
import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';
import { QuestionChips } from './rb-question-hint';

/** What the robot shows when it has no answer: a kind word and questions it can answer. */
export function UnknownQuestion({ data, root }: TagProps<'rb-unknown-question'>) {
  return (
    <section {...root} className="rb-card rb-unknown">
      <Media className="rb-unknown__robot" src={avatar('robot')} alt="" />
      <div className="rb-unknown__text">
        <h2 className="rb-card__title">{data.title}</h2>
        {data.text && <p className="rb-unknown__note">{data.text}</p>}
        <QuestionChips field="suggestions" questions={data.suggestions ?? []} />
      </div>
    </section>
  );
}
