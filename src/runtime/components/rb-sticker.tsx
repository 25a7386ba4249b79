import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

/** A free picture placed anywhere on the page. */
export function Sticker({ data, root }: TagProps<'rb-sticker'>) {
  return (
    <div {...root} className="rb-layer rb-sticker">
      <Media src={data.src} />
    </div>
  );
}
