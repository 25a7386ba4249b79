import { type CSSProperties, memo } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import { CHUNK_CLASS, chunkModules, sameModules } from '../render/content-chunks';
import { RenderNode } from '../render/RenderNode';
import type { TagProps } from '../render/tag-props';

const ContentChunk = memo(
  function ContentChunk({ modules }: { modules: ScreenNode[] }) {
    // Room held before the chunk is first drawn. Set on the chunk itself rather than through an
    // inherited custom property, which would restyle all its modules whenever one is added or deleted.
    const style: CSSProperties = { containIntrinsicSize: `auto calc(var(--u) * ${210 * modules.length})` };
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
 * It renders its modules itself, in chunks (see content-chunks.ts): RenderNode gives it no
 * `children` (RENDERS_OWN_CHILDREN).
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
