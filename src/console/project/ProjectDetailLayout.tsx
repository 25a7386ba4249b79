import { ArrowLeftOutlined, ProjectOutlined } from '@ant-design/icons';
import { Button, Result, Typography } from 'antd';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { SideMenuLayout } from '../shell/SideMenuLayout';
import { SideMenuTitle } from '../shell/SideMenuTitle';
import { PROJECT_LIST_PATH, parseProjectID } from './project-id';
import { useProjectDetail } from './project-queries';

/**
 * /home/project-management/:projectID — a project with its side menu (project-areas spec section
 * 2). The address carries the name the project had when the link was made; the side menu shows
 * its current one.
 */
export default function ProjectDetailLayout() {
  const { projectID } = useParams();
  const navigate = useNavigate();
  const { id, name: nameInAddress } = parseProjectID(projectID);
  const detail = useProjectDetail(id);

  if (detail.isError) {
    return (
      <Result
        status="404"
        title="无法打开这个项目"
        subTitle={detail.error.message}
        extra={
          <Button type="primary" onClick={() => navigate(PROJECT_LIST_PATH)}>
            返回项目列表
          </Button>
        }
      />
    );
  }
  return (
    <SideMenuLayout
      menu="project"
      header={
        <SideMenuTitle
          icon={<ProjectOutlined />}
          title={detail.data?.name ?? nameInAddress}
          extra={
            <Link to={PROJECT_LIST_PATH} style={{ fontSize: 12 }}>
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
