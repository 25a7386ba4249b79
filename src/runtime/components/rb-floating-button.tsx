import { Icon } from '../parts/Icon';
import type { TagProps } from '../render/tag-props';

/** A round button floating over the page; a tap asks the robot its question. */
export function FloatingButton({ data, root }: TagProps<'rb-floating-button'>) {
  return (
    <button type="button" {...root} className="rb-layer rb-floating-button" title={data.question}>
      <Icon src={data.icon} className="rb-floating-button__icon" />
      <span>{data.text}</span>
    </button>
  );
}
