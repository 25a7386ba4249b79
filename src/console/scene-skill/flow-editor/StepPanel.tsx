// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the hints show variables as operators write them, ${name}
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, InputNumber, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { SceneReferenceLists, SceneReferenceOption } from '../../../shared/api/scene-skills';
import { sceneNodeData, type TriggerKind } from '../../../shared/scene-flow/scene-flow-schema';
import { TRIGGER_WORDS } from '../../../shared/scene-flow/trigger-labels';
import { type DraftNode, newBranchId, STEP_LOOKS } from './step-catalogue';

export interface StepPanelProps {
  node: DraftNode;
  lists: SceneReferenceLists | undefined;
  /** Problems of the flow on this step (unreachable, an exit with no target…). */
  problems: string[];
  readOnly: boolean;
  onChange(data: Record<string, unknown>): void;
}

type Data = Record<string, unknown>;

/** The shared schema's first message about a field (`branches.0.label` …), shown under it. */
function errorsOf(node: DraftNode): (path: string) => string | undefined {
  const parsed = sceneNodeData[node.type].safeParse(node.data);
  const issues = parsed.success ? [] : parsed.error.issues;
  return (path) => issues.find((issue) => issue.path.join('.').startsWith(path))?.message;
}

const optionsOf = (options: SceneReferenceOption[] | undefined) =>
  (options ?? []).map((option) => ({ value: option.id, label: option.name }));

const TRIGGER_KINDS = Object.keys(TRIGGER_WORDS) as TriggerKind[];
const OPERATORS = [
  { value: 'equals', label: '等于' },
  { value: 'notEquals', label: '不等于' },
  { value: 'contains', label: '包含' },
  { value: 'isEmpty', label: '为空' },
];

/** A labelled field: `id` ties the label to its control, so it is found by its name. */
function Field({
  label,
  id,
  error,
  children,
}: {
  label: string;
  id: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error}
      style={{ marginBottom: 14 }}
    >
      {children}
    </Form.Item>
  );
}

/** A reference picked from the project's list, never typed: an empty list says where to add one. */
function ReferencePicker(props: {
  id: string;
  value: unknown;
  options: SceneReferenceOption[] | undefined;
  empty: string;
  disabled: boolean;
  onChange(id: string): void;
}) {
  return (
    <Select
      id={props.id}
      showSearch={{ optionFilterProp: 'label' }}
      value={typeof props.value === 'string' && props.value !== '' ? props.value : undefined}
      placeholder="请选择"
      options={optionsOf(props.options)}
      notFoundContent={props.empty}
      disabled={props.disabled}
      onChange={props.onChange}
    />
  );
}

/** The trigger's kind and what it names. */
function TriggerFields({ data, lists, set, error, disabled }: FieldsProps) {
  const trigger = (data.trigger ?? { on: 'keywords' }) as Data & { on: TriggerKind };
  const setTrigger = (next: Data) => set({ trigger: next });
  const references: Partial<Record<TriggerKind, [string, SceneReferenceOption[] | undefined, string]>> = {
    intent: ['intentId', lists?.intents, '项目中还没有意图，请先在意图管理中添加'],
    face: ['faceGroupId', lists?.faceGroups, '项目中还没有人脸库'],
    point: ['pointId', lists?.points, '项目的地图上还没有点位'],
  };
  const reference = references[trigger.on];
  return (
    <>
      <Field label="触发方式" id="step-trigger">
        <Select
          id="step-trigger"
          value={trigger.on}
          disabled={disabled}
          options={TRIGGER_KINDS.map((on) => ({ value: on, label: TRIGGER_WORDS[on] }))}
          onChange={(on) => setTrigger({ on, ...(on === 'keywords' ? { keywords: [] } : {}) })}
        />
      </Field>
      {reference && (
        <Field label={TRIGGER_WORDS[trigger.on]} id="step-trigger-reference" error={error('trigger')}>
          <ReferencePicker
            id="step-trigger-reference"
            value={trigger[reference[0]]}
            options={reference[1]}
            empty={reference[2]}
            disabled={disabled}
            onChange={(id) => setTrigger({ on: trigger.on, [reference[0]]: id })}
          />
        </Field>
      )}
      {trigger.on === 'keywords' && (
        <Field label="关键词（访客的话包含任一个即开始）" id="step-keywords" error={error('trigger')}>
          <Select
            id="step-keywords"
            mode="tags"
            value={(trigger.keywords as string[] | undefined) ?? []}
            disabled={disabled}
            placeholder="输入后回车"
            open={false}
            onChange={(keywords) => setTrigger({ on: 'keywords', keywords })}
          />
        </Field>
      )}
      {trigger.on === 'time' && (
        <Field label="每天的时间" id="step-time" error={error('trigger')}>
          <Input
            id="step-time"
            type="time"
            value={(trigger.at as string | undefined) ?? ''}
            disabled={disabled}
            onChange={(event) => setTrigger({ on: 'time', at: event.target.value })}
          />
        </Field>
      )}
      {trigger.on === 'command' && (
        <Field label="指令名称（控制台下发）" id="step-command" error={error('trigger')}>
          <Input
            id="step-command"
            value={(trigger.command as string | undefined) ?? ''}
            maxLength={30}
            disabled={disabled}
            onChange={(event) => setTrigger({ on: 'command', command: event.target.value })}
          />
        </Field>
      )}
    </>
  );
}

interface Branch {
  id: string;
  label: string;
  examples: string[];
}

function AskFields({ data, set, error, disabled }: FieldsProps) {
  const branches = (data.branches as Branch[] | undefined) ?? [];
  const setBranch = (index: number, change: Partial<Branch>) =>
    set({ branches: branches.map((branch, at) => (at === index ? { ...branch, ...change } : branch)) });
  return (
    <>
      <Field label="提问内容" id="step-question" error={error('question')}>
        <Input.TextArea
          id="step-question"
          rows={2}
          maxLength={200}
          value={(data.question as string) ?? ''}
          disabled={disabled}
          onChange={(event) => set({ question: event.target.value })}
        />
      </Field>
      <Typography.Text strong>按回答分支</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        访客的回答与示例相近时走该分支，都不相近或超时未答时走「其他回答」。
      </Typography.Paragraph>
      {branches.map((branch, index) => (
        <Card key={branch.id} size="small" style={{ marginBottom: 8 }}>
          <Flex gap={6} align="start">
            <Field
              label={`分支 ${index + 1}`}
              id={`step-branch-${index}`}
              error={error(`branches.${index}.label`)}
            >
              <Input
                id={`step-branch-${index}`}
                value={branch.label}
                maxLength={20}
                placeholder="例如：开户"
                disabled={disabled}
                onChange={(event) => setBranch(index, { label: event.target.value })}
              />
            </Field>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`删除分支 ${index + 1}`}
              disabled={disabled || branches.length === 1}
              onClick={() => set({ branches: branches.filter((_, at) => at !== index) })}
              style={{ marginTop: 30 }}
            />
          </Flex>
          <Field
            label={`分支 ${index + 1} 回答示例`}
            id={`step-branch-${index}-examples`}
            error={error(`branches.${index}.examples`)}
          >
            <Select
              id={`step-branch-${index}-examples`}
              mode="tags"
              open={false}
              value={branch.examples}
              placeholder="输入后回车"
              disabled={disabled}
              onChange={(examples) => setBranch(index, { examples })}
            />
          </Field>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        block
        disabled={disabled || branches.length >= 8}
        onClick={() => set({ branches: [...branches, { id: newBranchId(), label: '', examples: [] }] })}
        style={{ marginBottom: 14 }}
      >
        添加分支
      </Button>
      <Flex gap={8}>
        <Field label="回答存入变量" id="step-save-as" error={error('saveAs')}>
          <Input
            id="step-save-as"
            value={(data.saveAs as string) ?? ''}
            disabled={disabled}
            onChange={(event) => set({ saveAs: event.target.value })}
          />
        </Field>
        <Field label="等待回答（秒）" id="step-timeout" error={error('timeoutSeconds')}>
          <InputNumber
            id="step-timeout"
            min={3}
            max={120}
            value={data.timeoutSeconds as number}
            disabled={disabled}
            onChange={(timeoutSeconds) => set({ timeoutSeconds })}
          />
        </Field>
      </Flex>
    </>
  );
}

interface FieldsProps {
  data: Data;
  lists: SceneReferenceLists | undefined;
  set(change: Data): void;
  error(path: string): string | undefined;
  disabled: boolean;
}

function text(key: string, label: string, max: number, rows = 1) {
  return ({ data, set, error, disabled }: FieldsProps) => (
    <Field label={label} id={`step-${key}`} error={error(key)}>
      {rows > 1 ? (
        <Input.TextArea
          id={`step-${key}`}
          rows={rows}
          maxLength={max}
          showCount
          value={(data[key] as string) ?? ''}
          disabled={disabled}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      ) : (
        <Input
          id={`step-${key}`}
          maxLength={max}
          value={(data[key] as string) ?? ''}
          disabled={disabled}
          onChange={(event) => set({ [key]: event.target.value })}
        />
      )}
    </Field>
  );
}

function reference(
  key: string,
  label: string,
  list: Exclude<keyof SceneReferenceLists, 'screen'>,
  empty: string,
) {
  return ({ data, lists, set, error, disabled }: FieldsProps) => (
    <Field label={label} id={`step-${key}`} error={error(key)}>
      <ReferencePicker
        id={`step-${key}`}
        value={data[key]}
        options={lists?.[list]}
        empty={empty}
        disabled={disabled}
        onChange={(id) => set({ [key]: id })}
      />
    </Field>
  );
}

const SpeakText = text('text', '播报内容（可用 ${变量名}）', 500, 4);

const FIELDS: Record<DraftNode['type'], (props: FieldsProps) => ReactNode> = {
  trigger: TriggerFields,
  speak: SpeakText,
  showPage: reference(
    'pageId',
    '页面（已发布的界面）',
    'pages',
    '项目还没有发布界面，请先在应用界面配置中发布',
  ),
  goTo: reference('pointId', '点位', 'points', '项目的地图上还没有点位'),
  ask: AskFields,
  wait: ({ data, set, error, disabled }) => (
    <Field label="等待（秒）" id="step-seconds" error={error('seconds')}>
      <InputNumber
        id="step-seconds"
        min={1}
        max={3600}
        value={data.seconds as number}
        disabled={disabled}
        onChange={(seconds) => set({ seconds })}
      />
    </Field>
  ),
  setVariable: (props) => (
    <>
      {text('name', '变量名', 30)(props)}
      {text('value', '值（可用 ${变量名}）', 200)(props)}
    </>
  ),
  condition: (props) => (
    <>
      {text('variable', '变量名', 30)(props)}
      <Field label="比较" id="step-operator">
        <Select
          id="step-operator"
          value={props.data.operator as string}
          options={OPERATORS}
          disabled={props.disabled}
          onChange={(operator) => props.set({ operator })}
        />
      </Field>
      {props.data.operator !== 'isEmpty' && text('value', '比较值', 200)(props)}
    </>
  ),
  callSkill: reference('skillId', '商店技能', 'skills', '项目还没有添加商店技能'),
  end: () => <Typography.Text type="secondary">场景运行到这里结束。</Typography.Text>,
};

/** The side panel: the selected step's fields, checked with the shared schema as they change. */
export function StepPanel({ node, lists, problems, readOnly, onChange }: StepPanelProps) {
  const look = STEP_LOOKS[node.type];
  const Fields = FIELDS[node.type];
  return (
    <Form layout="vertical" component="div">
      <Flex align="center" gap={8} style={{ marginBottom: 12, color: look.color, fontWeight: 600 }}>
        {look.icon}
        <span>{look.word}</span>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {look.hint}
      </Typography.Paragraph>
      {problems.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={problems.map((problem) => <div key={problem}>{problem}</div>)}
        />
      )}
      <Fields
        data={node.data}
        lists={lists}
        disabled={readOnly}
        error={errorsOf(node)}
        set={(change) => onChange({ ...node.data, ...change })}
      />
    </Form>
  );
}
