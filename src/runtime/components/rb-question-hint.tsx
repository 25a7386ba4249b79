import type { TagProps } from '../render/tag-props';

/** Questions a visitor can ask, as large chips. */
export function QuestionHint({ data, root }: TagProps<'rb-question-hint'>) {
  return (
    <section {...root} className="rb-hint">
      <h2 className="rb-hint__title">{data.title}</h2>
      <QuestionChips questions={data.questions ?? []} />
    </section>
  );
}

export function QuestionChips({ questions }: { questions: readonly string[] }) {
  return (
    <ul className="rb-chips">
      {questions.map((question, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: questions may repeat while being typed
        <li key={index} className="rb-chip">
          “{question}”
        </li>
      ))}
    </ul>
  );
}
