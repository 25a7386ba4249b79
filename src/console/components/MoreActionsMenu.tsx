import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';

/** A table row's 更多 button and its menu, named for screen readers after the row. */
export function MoreActionsMenu({ rowName, menu }: { rowName: string; menu: MenuProps }) {
  return (
    <Dropdown trigger={['click']} menu={menu}>
      <Button type="link" size="small" aria-label={`${rowName}的更多操作`} style={{ paddingInline: 4 }}>
        更多 <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
