import { type CSSProperties, memo } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import { CHUNK_CLASS, chunkModules, sameModules } from '../render/content-chunks';
import { RenderNode } from '../render/RenderNode';
import type { TagProps } from '../render/tag-props';

const ContentChunk = memo(
  function ContentChunk({ modules }: { modules: ScreenNode[] }) {
    // The chunk's placeholder height before it is first drawn scales with its module count.
    const style = { '--modules': modules.length } as CSSProperties;
    return (
      <div className={CHUNK_CLASS} style={style}>
        {modules.map((module) => (
          <RenderNode key={module.id} node={module} />
        ))}
      </div>
    );
  },
  (before, after) => sameModules(before.modules, after.modules),
);

/**
 * The page's content area: the designer's modules, one under another, 10 design units apart.
 * It renders its modules itself, in chunks (see content-chunks.ts), rather than the `children`
 * it is given.
 */
export function ContentArea({ node, data, root }: TagProps<'rb-page'>) {
  return (
    <section {...root} className="rb-content">
      {data.title && <h2 className="rb-section-title">{data.title}</h2>}
      {chunkModules(node.children).map((chunk) => (
        <ContentChunk key={chunk.key} modules={chunk.modules} />
      ))}
    </section>
  );
}
