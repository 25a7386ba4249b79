import { ShopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { StoreSkillSummary } from '../../shared/api/store-skills';
import { ResourceListScreen } from '../components/resource-kit/ResourceListScreen';
import { storeSkillColumns } from './store-skill-columns';
import { STORE_SKILL_KIND } from './store-skill-kind';
import { SKILL_STORE_PATH } from './store-skill-paths';

/**
 * /home/project-management/:projectID/skill-store — the skills the project added from the store:
 * open one's configuration, enable or disable it, remove it after a confirmation.
 */
export default function StoreSkillListScreen() {
  const navigate = useNavigate();
  return (
    <ResourceListScreen<StoreSkillSummary>
      kind={STORE_SKILL_KIND}
      columns={storeSkillColumns}
      addAction={
        <Button type="primary" icon={<ShopOutlined />} onClick={() => navigate(SKILL_STORE_PATH)}>
          去技能商店添加
        </Button>
      }
    />
  );
}
