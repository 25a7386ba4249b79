import { entryMark } from '../parts/entry-mark';
import type { TagProps } from '../render/tag-props';

/** Questions a visitor can ask, as large chips. */
export function QuestionHint({ data, root }: TagProps<'rb-question-hint'>) {
  return (
    <section {...root} className="rb-hint">
      <h2 className="rb-hint__title">{data.title}</h2>
      <QuestionChips field="questions" questions={data.questions ?? []} />
    </section>
  );
}

/** The chips of a list of questions; `field` is the list's key in the element's data. */
export function QuestionChips({ field, questions }: { field: string; questions: readonly string[] }) {
  return (
    <ul className="rb-chips">
      {questions.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat while being typed
        <li key={index} className="rb-chip" {...entryMark(field, index)}>
          “{question}”
        </li>
      ))}
    </ul>
  );
}
