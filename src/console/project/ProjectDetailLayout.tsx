import { ArrowLeftOutlined, ProjectOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { SideMenuLayout } from '../shell/SideMenuLayout';
import { SideMenuTitle } from '../shell/SideMenuTitle';
import { parseProjectID } from './project-id';

/** /home/project-management/:projectID — a project with its side menu (project-areas spec section 2). */
export default function ProjectDetailLayout() {
  const { projectID } = useParams();
  const { name } = parseProjectID(projectID);
  return (
    <SideMenuLayout
      menu="project"
      header={
        <SideMenuTitle
          icon={<ProjectOutlined />}
          title={name}
          extra={
            <Link to="/home/project-management" style={{ fontSize: 12 }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <ArrowLeftOutlined /> 返回项目列表
              </Typography.Text>
            </Link>
          }
        />
      }
    />
  );
}
