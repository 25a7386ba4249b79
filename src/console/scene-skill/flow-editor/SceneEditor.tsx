import {
  CopyOutlined,
  DeleteOutlined,
  ExperimentOutlined,
  HistoryOutlined,
  RedoOutlined,
  SnippetsOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { ReactFlowProvider, useReactFlow } from '@xyflow/react';
import { Alert, Button, Divider, Flex, List, Space, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import type { SceneSkillDetail } from '../../../shared/api/scene-skills';
import { referenceIds } from '../../../shared/scene-flow/reference-ids';
import type { SceneNodeType } from '../../../shared/scene-flow/scene-flow-schema';
import { validateSceneFlow } from '../../../shared/scene-flow/scene-flow-validation';
import { sceneSkillApi } from '../scene-skill-api';
import { useSceneReferences } from '../scene-skill-queries';
import { FlowCanvas } from './FlowCanvas';
import { type FlowDecor, FlowDecorContext } from './flow-decor';
import { RunsDrawer } from './RunsDrawer';
import { SaveState } from './SaveState';
import { SimulationPanel } from './SimulationPanel';
import { StepPalette } from './StepPalette';
import { StepPanel } from './StepPanel';
import styles from './scene-editor.module.css';
import { useFlowAutosave } from './use-flow-autosave';
import { contentOf, type StepNode, useFlowEditor } from './use-flow-editor';
import { useReplay } from './use-replay';
import { useSimulation } from './use-simulation';
import { VersionsDrawer } from './VersionsDrawer';

export interface SceneEditorProps {
  scene: SceneSkillDetail;
  editable: boolean;
}

/** The issues by step, the same object while they stay the same, so a drag does not repaint every step. */
function useIssueMap(issues: { nodeId: string | null; message: string }[]) {
  const key = JSON.stringify(issues);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the issues' content
  return useMemo(() => {
    const map = new Map<string, string[]>();
    for (const issue of issues) {
      if (issue.nodeId) map.set(issue.nodeId, [...(map.get(issue.nodeId) ?? []), issue.message]);
    }
    return map;
  }, [key]);
}

/** The steps as last seen while only their places (or selection) change: the same array. */
function useSameSteps(nodes: StepNode[]): StepNode[] {
  const last = useRef(nodes);
  const same =
    last.current.length === nodes.length &&
    nodes.every((node, index) => {
      const before = last.current[index];
      return before.id === node.id && before.type === node.type && before.data === node.data;
    });
  if (!same) last.current = nodes;
  return last.current;
}

type SidePanel = 'step' | 'simulation';

const NO_PATH: string[] = [];

function Editor({ scene, editable }: SceneEditorProps) {
  const editor = useFlowEditor(scene.flow);
  const flow = useReactFlow<StepNode>();
  const content = useMemo(() => contentOf(editor.nodes, editor.edges), [editor.nodes, editor.edges]);
  const references = useSceneReferences(scene.projectId);
  const lists = references.data;
  // Moving steps changes no problem: the flow is checked again only when a step's data or an edge changes.
  const steps = useSameSteps(editor.nodes);
  const issues = useMemo(
    () => validateSceneFlow(contentOf(steps, editor.edges), lists ? referenceIds(lists) : {}),
    [steps, editor.edges, lists],
  );
  const issueMap = useIssueMap(issues);
  const autosave = useFlowAutosave(scene.id, scene.version, content, editable);
  const simulation = useSimulation(scene.projectId, content, lists);
  const replay = useReplay();
  const [side, setSide] = useState<SidePanel>('step');
  const [drawer, setDrawer] = useState<'versions' | 'runs' | null>(null);

  const simulating = side === 'simulation' && simulation.run !== null;
  const runPath = simulation.run?.path;
  // The same array while nothing runs, so the steps' decor stays put while the flow is edited.
  const path = useMemo(
    () => (replay.replaying ? replay.path : simulating && runPath ? runPath : NO_PATH),
    [replay.replaying, replay.path, simulating, runPath],
  );
  const current = replay.replaying
    ? (path.at(-1) ?? null)
    : simulating
      ? (simulation.run?.nodeId ?? null)
      : null;
  const decor: FlowDecor = useMemo(
    () => ({ issues: issueMap, lists, current, visited: new Set(path) }),
    [issueMap, lists, current, path],
  );

  const selected = editor.nodes.filter((node) => node.selected);
  const chosen = selected.length === 1 ? content.nodes.find((node) => node.id === selected[0].id) : undefined;

  const addInView = (type: SceneNodeType) => {
    const bounds = document.querySelector('.react-flow')?.getBoundingClientRect();
    const centre = bounds
      ? { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 }
      : { x: 0, y: 0 };
    editor.addStep(type, flow.screenToFlowPosition(centre));
  };
  const deleteSelected = () =>
    void flow.deleteElements({ nodes: selected, edges: editor.edges.filter((edge) => edge.selected) });
  const restore = async (version: number) => {
    const saved = await sceneSkillApi.restore(scene.id, autosave.version, version);
    const restored = await sceneSkillApi.detail(scene.id);
    editor.replace(restored.flow);
    autosave.rebase(saved.version, restored.flow);
    setDrawer(null);
  };
  const takeTheirs = () => {
    const theirs = autosave.takeTheirs();
    if (theirs) editor.replace(theirs);
  };

  const tools: [label: string, keys: string, icon: ReactNode, disabled: boolean, onClick: () => unknown][] = [
    ['撤销', 'Ctrl+Z', <UndoOutlined key="undo" />, !editable || !editor.canUndo, editor.undo],
    ['重做', 'Ctrl+Shift+Z', <RedoOutlined key="redo" />, !editable || !editor.canRedo, editor.redo],
    ['复制', 'Ctrl+C', <CopyOutlined key="copy" />, selected.length === 0, editor.copy],
    ['粘贴', 'Ctrl+V', <SnippetsOutlined key="paste" />, !editable, editor.paste],
    [
      '删除所选',
      'Delete',
      <DeleteOutlined key="delete" />,
      !editable || selected.length === 0,
      deleteSelected,
    ],
  ];

  return (
    <FlowDecorContext.Provider value={decor}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap size={4}>
          {tools.map(([label, keys, icon, disabled, onClick]) => (
            <Tooltip key={label} title={`${label} (${keys})`}>
              <Button icon={icon} aria-label={label} disabled={disabled} onClick={() => onClick()} />
            </Tooltip>
          ))}
          <Divider orientation="vertical" />
          <SaveState status={autosave.status} version={autosave.version} onRetry={autosave.retry} />
          {issues.length > 0 && (
            <Tag color="error" data-testid="flow-problems">{`${issues.length} 个问题`}</Tag>
          )}
        </Space>
        <Space wrap>
          <Button
            icon={<ExperimentOutlined />}
            type={side === 'simulation' ? 'primary' : 'default'}
            onClick={() => setSide(side === 'simulation' ? 'step' : 'simulation')}
          >
            {side === 'simulation' ? '结束模拟' : '模拟运行'}
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setDrawer('versions')}>
            历史版本
          </Button>
          <Button icon={<UnorderedListOutlined />} onClick={() => setDrawer('runs')}>
            运行记录
          </Button>
        </Space>
      </Flex>
      {autosave.conflict && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`${autosave.conflict.updatedBy || '其他人'}在你之后保存了这个场景（版本 ${autosave.conflict.version}），自动保存已暂停。`}
          description="保留我的：用你现在的流程覆盖（对方的版本留在历史版本中）；使用对方的：载入对方的流程（你的修改可以撤销找回）。"
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={autosave.keepMine}>
                保留我的
              </Button>
              <Button size="small" onClick={takeTheirs}>
                使用对方的
              </Button>
            </Space>
          }
        />
      )}
      <div className={styles.editor}>
        <StepPalette editable={editable} onAdd={addInView} />
        <FlowCanvas editor={editor} editable={editable} path={path} onSave={autosave.retry} />
        <aside className={styles.side} aria-label={side === 'simulation' ? '模拟运行' : '步骤设置'}>
          {side === 'simulation' ? (
            <SimulationPanel flow={content} lists={lists} simulation={simulation} />
          ) : chosen ? (
            <StepPanel
              key={chosen.id}
              node={chosen}
              lists={lists}
              problems={issues
                .filter((issue) => issue.nodeId === chosen.id && issue.code !== 'invalidNode')
                .map((issue) => issue.message)}
              readOnly={!editable}
              onChange={(data) => editor.updateData(chosen.id, data)}
            />
          ) : (
            <FlowOverview
              issues={issues}
              count={content.nodes.length}
              selected={selected.length}
              onPick={(id) => {
                editor.setNodes((all) => all.map((node) => ({ ...node, selected: node.id === id })));
                const node = editor.nodes.find((each) => each.id === id);
                if (node)
                  void flow.setCenter(node.position.x + 110, node.position.y + 40, {
                    zoom: 1,
                    duration: 300,
                  });
              }}
            />
          )}
        </aside>
      </div>
      <VersionsDrawer
        id={scene.id}
        open={drawer === 'versions'}
        current={autosave.version}
        editable={editable}
        onClose={() => setDrawer(null)}
        onRestore={(version) => void restore(version)}
      />
      <RunsDrawer
        id={scene.id}
        open={drawer === 'runs'}
        replaying={replay.replaying}
        onClose={() => {
          setDrawer(null);
          replay.stop();
        }}
        onReplay={replay.replay}
      />
    </FlowDecorContext.Provider>
  );
}

/** Nothing selected: the flow's problems, each leading to its step, and how to work the canvas. */
function FlowOverview(props: {
  issues: { nodeId: string | null; message: string }[];
  count: number;
  selected: number;
  onPick(id: string): void;
}) {
  return (
    <Flex vertical gap={12}>
      <Typography.Text strong>
        {props.selected > 1 ? `已选择 ${props.selected} 个步骤` : `共 ${props.count} 个步骤`}
      </Typography.Text>
      {props.issues.length === 0 ? (
        <Alert type="success" showIcon title="流程没有问题，可以启用" />
      ) : (
        <List
          size="small"
          header={
            <Typography.Text type="danger">{`${props.issues.length} 个问题，启用前需要修正`}</Typography.Text>
          }
          dataSource={props.issues}
          renderItem={(issue) => (
            <List.Item
              style={{ cursor: issue.nodeId ? 'pointer' : undefined }}
              onClick={() => issue.nodeId && props.onPick(issue.nodeId)}
            >
              {issue.message}
            </List.Item>
          )}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        从左侧拖入步骤，从步骤下方的圆点拖到另一步骤连接。点击步骤在这里编辑；按住 Shift 框选，Ctrl
        多选；方向键移动，Delete 删除，Ctrl+C / Ctrl+V 复制粘贴，Ctrl+Z 撤销。
      </Typography.Paragraph>
    </Flex>
  );
}

/** The flow editor of one scene: palette, canvas, side panel, simulation, versions and runs. */
export function SceneEditor(props: SceneEditorProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  );
}
