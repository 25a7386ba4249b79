import { Table, Typography } from 'antd';
import type { EditedField } from './log-format';

/** An edit's detail in the operation log: each changed field, before and after. */
export function LogChanges({ fields }: { fields: EditedField[] }) {
  return (
    <Table<EditedField>
      size="small"
      rowKey="key"
      pagination={false}
      style={{ maxWidth: 880 }}
      dataSource={fields}
      columns={[
        { title: '字段', dataIndex: 'field', width: 140 },
        {
          title: '修改前',
          dataIndex: 'before',
          render: (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>,
        },
        { title: '修改后', dataIndex: 'after' },
      ]}
    />
  );
}
