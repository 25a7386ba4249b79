import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { ProjectFormModal } from '../project/ProjectFormModal';
import { formatProjectID, projectPath } from '../project/project-id';
import { FLEET_KEYS } from './fleet-queries';

/** The monitoring screen of someone without a project: say so, and start one right here. */
export function NoProjects({ mayCreate }: { mayCreate: boolean }) {
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Card>
      <EmptyPlaceholder height={420} text="你还没有项目，机器人需要先加入一个项目才能在这里出现。">
        {mayCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建项目
          </Button>
        ) : (
          <Typography.Text type="secondary">请联系企业管理员为你开通项目权限。</Typography.Text>
        )}
      </EmptyPlaceholder>
      <ProjectFormModal
        open={creating}
        project={null}
        onClose={() => setCreating(false)}
        onSaved={(project) => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: FLEET_KEYS.all });
          navigate(projectPath(formatProjectID(project.id, project.name)));
        }}
      />
    </Card>
  );
}
