import { entryMark } from '../parts/entry-mark';
import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

/**
 * Text with pictures in three layouts: one text with one picture, one text with several
 * pictures (up to 3), several paragraphs with one picture.
 */
export function ImageTextCard({ data, attrs, root }: TagProps<'rb-image-text-card'>) {
  const layout = attrs.layout ?? 'SingleTextSingleImage';
  const texts = data.texts ?? [];
  const images = data.images ?? [];
  const shownTexts = layout === 'MultiTextSingleImage' ? texts : texts.slice(0, 1);
  const shownImages = layout === 'SingleTextMultiImage' ? images.slice(0, 3) : images.slice(0, 1);
  return (
    <section {...root} className={`rb-card rb-image-text rb-image-text--${layout}`}>
      <div className="rb-image-text__pictures">
        {shownImages.map((src, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: pictures have no ids; position is identity
          <Media key={index} className="rb-image-text__picture" src={src} />
        ))}
      </div>
      <div className="rb-image-text__body">
        <h2 className="rb-card__title">{data.title}</h2>
        {shownTexts.map((text, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no ids; position is identity
          <p key={index} className="rb-image-text__paragraph" {...entryMark('texts', index)}>
            {text}
          </p>
        ))}
      </div>
    </section>
  );
}
