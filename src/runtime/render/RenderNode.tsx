import { type ComponentType, memo } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import { type KnownTag, tagDefinition } from '../../shared/screen/tags/registry';
import { COMPONENTS, RENDERS_OWN_CHILDREN } from '../components/registry';
import { MissingTag } from './MissingTag';
import { NodeErrorBoundary } from './NodeErrorBoundary';
import { rootProps } from './root-props';
import type { TagProps } from './tag-props';

interface RenderNodeProps {
  node: ScreenNode;
  /** The page root: an unknown tag here is a missing page template ("hoc"). */
  isPage?: boolean;
}

/**
 * Renders one node with its tag's component. Memoised on node identity: an immer patch replaces
 * only the edited node and its ancestors, so an edit re-renders a path, not the page. (The inner
 * function has its own name so that children are rendered through the memoised RenderNode.)
 */
export const RenderNode = memo(function RenderOneNode({ node, isPage = false }: RenderNodeProps) {
  const definition = tagDefinition(node.tag);
  const root = rootProps(node, definition);
  const children =
    definition && RENDERS_OWN_CHILDREN.has(node.tag)
      ? undefined
      : node.children.map((child) => <RenderNode key={child.id} node={child} />);
  if (!definition) {
    return (
      <MissingTag node={node} isPage={isPage} root={root}>
        {children}
      </MissingTag>
    );
  }
  const Component = COMPONENTS[node.tag as KnownTag] as ComponentType<TagProps<KnownTag>>;
  return (
    <NodeErrorBoundary node={node}>
      <Component node={node} data={node.data} attrs={node.attrs} root={root}>
        {children}
      </Component>
    </NodeErrorBoundary>
  );
});
