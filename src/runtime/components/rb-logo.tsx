import { useScreen } from '../render/screen-context';
import type { TagProps } from '../render/tag-props';

/** The logo layer; without a picture of its own it shows the configuration's logo. */
export function Logo({ data, root }: TagProps<'rb-logo'>) {
  const { global } = useScreen();
  const src = data.src || global.logoUrl;
  return (
    <div {...root} className="rb-layer rb-logo">
      {src && <img src={src} alt="Logo" draggable={false} />}
    </div>
  );
}
