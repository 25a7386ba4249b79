import { Tag } from 'antd';

/** The set the project's robots answer with. */
export function ActiveMark() {
  return (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      生效中
    </Tag>
  );
}
