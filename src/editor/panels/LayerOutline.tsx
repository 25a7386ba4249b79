import { Empty } from 'antd';

/** The current page's element tree. */
export function LayerOutline() {
  return <Empty description="图层" />;
}
