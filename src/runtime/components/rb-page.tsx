import type { TagProps } from '../render/tag-props';

/** The page's content area: the designer's modules, one under another, 10 design units apart. */
export function ContentArea({ data, root, children }: TagProps<'rb-page'>) {
  return (
    <section {...root} className="rb-content">
      {data.title && <h2 className="rb-section-title">{data.title}</h2>}
      {children}
    </section>
  );
}
