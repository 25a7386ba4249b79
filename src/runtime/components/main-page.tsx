import { Clock } from '../parts/Clock';
import { Media } from '../parts/Media';
import type { TagProps } from '../render/tag-props';

/**
 * The main pages vmain-page-1…5 and hmain-page-1, 2: one component; each tag is a layout of the
 * robot UI style sheets (class rb-<tag>), which place the children by their tags.
 */
export function MainPage({ node, data, attrs, root, children }: TagProps<'vmain-page-1'>) {
  return (
    <div {...root} className={`rb-page-root rb-main rb-${node.tag} rb-theme-${attrs.theme ?? 'other'}`}>
      <Media className="rb-backdrop" src={data.background} />
      {data.showClock && (
        <header className="rb-statusbar">
          <Clock />
        </header>
      )}
      {children}
    </div>
  );
}
