import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Descriptions, Empty, Flex, List, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { catalogueEntry, STORE_SKILL_NEEDS } from '../../shared/skill-store/catalogue';
import { DetailPlaceholder } from '../components/resource-kit/DetailPlaceholder';
import { formatProjectID } from '../project/project-id';
import { PageContainer } from '../shell/PageContainer';
import { AddToProjectDialog } from './AddToProjectDialog';
import { RobotScreenSketch } from './RobotScreenSketch';
import { SkillIcon } from './SkillIcon';
import { SKILL_STORE_PATH, storeSkillPaths } from './store-skill-paths';
import { useSkillExamples, useSkillProjects } from './store-skill-queries';

/** /home/skill-store/detail/:skillStoreCode — what a skill does, how it talks, what it needs, where it is. */
export default function SkillStoreDetailScreen() {
  const { skillStoreCode = '' } = useParams();
  const navigate = useNavigate();
  const entry = catalogueEntry(skillStoreCode);
  const examples = useSkillExamples(skillStoreCode);
  const projects = useSkillProjects(skillStoreCode);
  const [adding, setAdding] = useState(false);
  const back = () => navigate(SKILL_STORE_PATH);
  if (!entry)
    return (
      <DetailPlaceholder
        error={null}
        notFound="技能商店中没有该技能"
        backLabel="返回技能商店"
        onBack={back}
      />
    );
  const added = projects.data ?? [];
  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} style={{ marginBottom: 8 }}>
          返回技能商店
        </Button>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex gap={16} align="center">
            <SkillIcon icon={entry.icon} size={64} />
            <Flex vertical gap={4}>
              <Typography.Title level={3} style={{ margin: 0 }}>
                {entry.name}
              </Typography.Title>
              <Typography.Text type="secondary">{entry.summary}</Typography.Text>
              <span>
                {entry.labels.map((label) => (
                  <Tag key={label}>{label}</Tag>
                ))}
              </span>
            </Flex>
          </Flex>
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            添加到项目
          </Button>
        </Flex>
        <Descriptions
          style={{ marginTop: 16 }}
          size="small"
          column={3}
          items={[
            { key: 'version', label: '版本', children: entry.version },
            { key: 'maker', label: '开发者', children: entry.maker },
            {
              key: 'needs',
              label: '使用条件',
              children: entry.needs.length
                ? entry.needs.map((need) => STORE_SKILL_NEEDS[need]).join('；')
                : '无',
            },
          ]}
        />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <Card title="功能介绍" style={{ marginBottom: 16 }}>
            <Typography.Paragraph>{entry.description}</Typography.Paragraph>
          </Card>
          <Card title="对话示例" style={{ marginBottom: 16 }} loading={examples.isLoading}>
            <Flex vertical gap={12}>
              {(examples.data?.examples ?? []).map((turn) => (
                <Flex key={turn.visitor} vertical gap={6}>
                  <Flex justify="flex-end">
                    <Tag color="blue" style={{ padding: '4px 10px', fontSize: 14 }}>
                      访客：{turn.visitor}
                    </Tag>
                  </Flex>
                  <Flex>
                    <Tag style={{ padding: '4px 10px', fontSize: 14, whiteSpace: 'normal' }}>
                      机器人：{turn.robot}
                    </Tag>
                  </Flex>
                </Flex>
              ))}
            </Flex>
          </Card>
          <Card title="机器人屏幕" style={{ marginBottom: 16 }}>
            <Flex gap={16} wrap>
              {entry.screens.map((screen) => (
                <RobotScreenSketch key={screen.title} screen={screen} />
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="已添加的项目" loading={projects.isLoading}>
            {added.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有项目添加这个技能" />
            ) : (
              <List
                dataSource={added}
                renderItem={(project) => (
                  <List.Item
                    extra={
                      <Tag color={project.enabled ? 'green' : 'default'}>
                        {project.enabled ? '启用' : '停用'}
                      </Tag>
                    }
                  >
                    <Link
                      to={storeSkillPaths(formatProjectID(project.projectId, project.projectName)).detail({
                        id: project.storeSkillConfigureId,
                        skillStoreCode: entry.skillStoreCode,
                      })}
                    >
                      {project.projectName}
                    </Link>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      </Row>
      <AddToProjectDialog
        entry={entry}
        open={adding}
        addedTo={added.map((project) => project.projectId)}
        onClose={() => setAdding(false)}
      />
    </PageContainer>
  );
}
