import { Empty } from 'antd';

/** The property panel of the selected element (grows into a schema-driven form). */
export function PropertyPanel() {
  return <Empty description="在画布中点击一个模块以编辑" />;
}
