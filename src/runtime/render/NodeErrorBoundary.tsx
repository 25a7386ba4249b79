import { Component, type ContextType, type ReactNode } from 'react';
import type { ScreenNode } from '../../shared/screen/node';
import { ErrorReporterContext } from './screen-context';

interface Props {
  node: ScreenNode;
  children: ReactNode;
}

interface State {
  node: ScreenNode;
  failed: boolean;
}

/**
 * Keeps one broken element (e.g. data of the wrong shape) from blanking the whole screen: it shows
 * a placeholder in its place, reports the error, and tries again once the node is edited.
 */
export class NodeErrorBoundary extends Component<Props, State> {
  static contextType = ErrorReporterContext;
  declare context: ContextType<typeof ErrorReporterContext>;

  constructor(props: Props) {
    super(props);
    this.state = { node: props.node, failed: false };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.node === state.node ? null : { node: props.node, failed: false };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    this.context(`${this.props.node.tag}: ${error.message}`, this.props.node.id);
  }

  render() {
    const { node, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <div className="rb-missing" data-node-id={node.id} data-tag={node.tag} role="alert">
        <div className="rb-missing__title">「{node.tag}」显示出错</div>
        <div className="rb-missing__detail">请检查该元素的内容设置</div>
      </div>
    );
  }
}
