import { BankOutlined, FundOutlined } from '@ant-design/icons';
import { SideMenuLayout } from './SideMenuLayout';
import { SideMenuTitle } from './SideMenuTitle';

/** The operation platform's area: Q&A marking, analysis, visitor records. */
export function OperationLayout() {
  return (
    <SideMenuLayout menu="operation" header={<SideMenuTitle icon={<FundOutlined />} title="运营平台" />} />
  );
}

/** Enterprise administration: accounts and roles. */
export function EnterpriseLayout() {
  return (
    <SideMenuLayout menu="enterprise" header={<SideMenuTitle icon={<BankOutlined />} title="企业管理" />} />
  );
}
