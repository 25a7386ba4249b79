import { ArrowLeftOutlined, BuildOutlined, ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Segmented, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../shared/format/date';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { PageContainer } from '../shell/PageContainer';
import { BuildState } from './BuildState';
import { ConceptDrawer } from './concept/ConceptDrawer';
import { ConceptTree } from './concept/ConceptTree';
import { ConceptWorkspace } from './concept/ConceptWorkspace';
import { EntityDrawer } from './entity/EntityDrawer';
import { EntityWorkspace } from './entity/EntityWorkspace';
import { ImportExportMenu } from './io/ImportExportMenu';
import { KgTour } from './KgTour';
import { buildFlags } from './kg-flags';
import { KG_KIND } from './kg-kind';
import { parseKnowledgeGraph } from './kg-paths';
import { useBase, useConceptTree } from './kg-queries';
import { type SelectType, useKnowledgeGraph } from './kg-store';
import { QueryTestDrawer } from './query/QueryTestDrawer';

type ConceptEditing = { open: boolean; conceptId: string | null; parentId: string | null };
type EntityEditing = { open: boolean; entityId: string | null; conceptId: string | null };

/**
 * /home/project-management/:projectID/knowledge-graph/:knowledgeGraph — one base: its build
 * state and 构建, the concept tree with the concept editor and graph (概念), the entities of the
 * selected concept with the entity editor and graph (实体), import and export, and 查询测试.
 */
export default function KnowledgeGraphDetailScreen() {
  const { knowledgeGraph } = useParams();
  const { id } = parseKnowledgeGraph(knowledgeGraph);
  const base = useBase(id);
  const store = useKnowledgeGraph();
  // The tree waits for the base: a missing base is told once, by the placeholder.
  const tree = useConceptTree(base.data ? id : '');
  const frame = useResourceFrame(KG_KIND, base);
  const { actions } = frame;
  const [conceptEditing, setConceptEditing] = useState<ConceptEditing>({
    open: false,
    conceptId: null,
    parentId: null,
  });
  const [entityEditing, setEntityEditing] = useState<EntityEditing>({
    open: false,
    entityId: null,
    conceptId: null,
  });
  const [testing, setTesting] = useState(false);
  const treeRef = useRef<HTMLDivElement>(null);
  const switchRef = useRef<HTMLDivElement>(null);
  const createConceptRef = useRef<HTMLButtonElement>(null);
  const createEntityRef = useRef<HTMLButtonElement>(null);
  const { open: openBase, setConceptList } = store;

  useEffect(() => {
    if (base.data) openBase(base.data);
  }, [base.data, openBase]);
  // After the base is opened (opening another base clears the lists).
  const openedId = store.knowledgeGraphID;
  useEffect(() => {
    if (tree.data && openedId === id) setConceptList(tree.data.conceptLevels);
  }, [tree.data, openedId, id, setConceptList]);

  if (!base.data || store.knowledgeGraphID !== id) return frame.placeholder;

  const current = base.data;
  const flags = frame.flagsOf(current);
  const editable = flags.allows('editAuth');
  const concepts = store.selectType === 'concept';
  const levels = concepts
    ? store.conceptList
    : store.entityList.length
      ? store.entityList
      : store.conceptList;

  return (
    <PageContainer>
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="center" gap={16} wrap>
          <Flex align="center" gap={12} wrap>
            <Button type="text" icon={<ArrowLeftOutlined />} onClick={frame.back}>
              返回知识图谱列表
            </Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {current.name}
            </Typography.Title>
            <BuildState build={current.build} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {current.conceptCount} 个概念 · {current.entityCount} 个实体
              {current.build.builtAt && ` · 上次构建 ${formatDateTime(current.build.builtAt, 'MM-DD HH:mm')}`}
            </Typography.Text>
          </Flex>
          <Flex gap={8} wrap>
            <Button icon={<ExperimentOutlined />} onClick={() => setTesting(true)}>
              查询测试
            </Button>
            <ImportExportMenu kgBaseId={current.id} baseName={current.name} editable={editable} />
            <FlaggedAction flags={buildFlags(flags, current)} flag="editAuth">
              <Button
                type="primary"
                icon={<BuildOutlined />}
                loading={actions.calling}
                onClick={() => actions.call('build', current)}
              >
                构建
              </Button>
            </FlaggedAction>
          </Flex>
        </Flex>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={7} xxl={6}>
          <Card
            styles={{ body: { paddingTop: 12 } }}
            title={
              <div ref={switchRef} style={{ display: 'inline-block' }}>
                <Segmented<SelectType>
                  aria-label="概念或实体"
                  value={store.selectType}
                  onChange={store.setSelectType}
                  options={[
                    { value: 'concept', label: '概念' },
                    { value: 'entity', label: '实体' },
                  ]}
                />
              </div>
            }
            extra={
              concepts && (
                <FlaggedAction flags={flags} flag="editAuth">
                  <Button
                    ref={createConceptRef}
                    type="primary"
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() =>
                      setConceptEditing({ open: true, conceptId: null, parentId: store.selectedConceptId })
                    }
                  >
                    新建概念
                  </Button>
                </FlaggedAction>
              )
            }
          >
            <div ref={treeRef}>
              <ConceptTree
                levels={levels}
                selectedId={store.selectedConceptId}
                onSelect={store.selectConcept}
                counts={!concepts}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={17} xxl={18}>
          {concepts ? (
            <ConceptWorkspace
              kgBaseId={current.id}
              flags={flags}
              onEdit={(conceptId) => setConceptEditing({ open: true, conceptId, parentId: null })}
              onAddChild={(parentId) => setConceptEditing({ open: true, conceptId: null, parentId })}
            />
          ) : (
            <EntityWorkspace
              kgBaseId={current.id}
              flags={flags}
              createRef={createEntityRef}
              onCreate={(conceptId) => setEntityEditing({ open: true, entityId: null, conceptId })}
              onEdit={(entityId) => setEntityEditing({ open: true, entityId, conceptId: null })}
            />
          )}
        </Col>
      </Row>
      <ConceptDrawer
        kgBaseId={current.id}
        levels={store.conceptList}
        open={conceptEditing.open}
        conceptId={conceptEditing.conceptId}
        parentId={conceptEditing.parentId}
        onClose={() => setConceptEditing((editing) => ({ ...editing, open: false }))}
        onSaved={(concept) => {
          setConceptEditing((editing) => ({ ...editing, open: false }));
          store.selectConcept(concept.id);
        }}
      />
      <EntityDrawer
        kgBaseId={current.id}
        open={entityEditing.open}
        entityId={entityEditing.entityId}
        conceptId={entityEditing.conceptId}
        onClose={() => setEntityEditing((editing) => ({ ...editing, open: false }))}
        onSaved={(entityId) => {
          setEntityEditing((editing) => ({ ...editing, open: false }));
          store.selectEntity(entityId);
        }}
      />
      <QueryTestDrawer kgBaseId={current.id} open={testing} onClose={() => setTesting(false)} />
      {concepts ? (
        <KgTour
          flag="tConceptFlag"
          steps={[
            {
              title: '概念与实体',
              description: '先定义概念（一类事物及其属性、关系），再录入实体（具体的事物）。',
              target: switchRef,
            },
            {
              title: '概念树',
              description: '概念按上下级组织，下级继承上级的属性与关系。选中一个概念查看详情。',
              target: treeRef,
            },
            {
              title: '新建概念',
              description: '从这里新建概念；选中某个概念时，新概念默认放在它下面。',
              target: createConceptRef,
            },
          ]}
        />
      ) : (
        <KgTour
          flag="tEntityFlag"
          steps={[
            {
              title: '按概念查看实体',
              description: '在左侧选择概念，右侧列出它（含下级概念）的实体，数字是实体个数。',
              target: treeRef,
            },
            {
              title: '新建实体',
              description: '选中概念后新建实体，填写属性值并连接到其他实体。',
              target: createEntityRef,
            },
          ]}
        />
      )}
    </PageContainer>
  );
}
