import { Input, InputNumber, Segmented, Select } from 'antd';
import { MOTIONS, WAIT_RANGE } from '../../shared/api/actions';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { MapPointSelect } from '../map/MapPointSelect';
import { useScreenPages } from './action-queries';
import type { StepDraft } from './step-drafts';

export interface StepFieldsProps {
  projectId: string;
  step: StepDraft;
  disabled: boolean;
  onChange(step: StepDraft): void;
}

/** The project's screen pages in one select, grouped by configuration. */
function ScreenPageSelect({ projectId, step, disabled, onChange }: StepFieldsProps) {
  const configurations = useScreenPages(projectId);
  if (step.kind !== 'SHOW_PAGE') return null;
  const value = step.homepageId && step.pageId ? `${step.homepageId}/${step.pageId}` : undefined;
  const options = (configurations.data ?? []).map((configuration) => ({
    label: configuration.homepageName,
    title: configuration.homepageName,
    options: configuration.pages.map((page) => ({
      value: `${configuration.homepageId}/${page.id}`,
      label:
        page.name === PAGE_TYPE_NAMES[page.type]
          ? page.name
          : `${page.name}（${PAGE_TYPE_NAMES[page.type]}）`,
      searchText: `${page.name} ${configuration.homepageName}`,
    })),
  }));
  return (
    <Select
      aria-label="显示的页面"
      showSearch={{ optionFilterProp: 'searchText' }}
      placeholder="选择项目界面配置中的页面"
      value={value}
      loading={configurations.isLoading}
      disabled={disabled}
      options={options}
      notFoundContent="暂无页面，请先在应用界面配置中新建"
      style={{ width: '100%' }}
      onChange={(chosen: string) => {
        const [homepageId, pageId] = chosen.split('/');
        const page = configurations.data
          ?.find((configuration) => configuration.homepageId === homepageId)
          ?.pages.find((candidate) => candidate.id === pageId);
        onChange({ ...step, homepageId, pageId, pageName: page?.name ?? '' });
      }}
    />
  );
}

/** The fields of one step, by its kind. */
export function StepFields(props: StepFieldsProps) {
  const { step, disabled, onChange } = props;
  switch (step.kind) {
    case 'SPEAK':
      return (
        <Input.TextArea
          aria-label="播报内容"
          placeholder="机器人要说的话，例如：欢迎光临，我是导览机器人小智"
          value={step.text}
          disabled={disabled}
          maxLength={500}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => onChange({ ...step, text: event.target.value })}
        />
      );
    case 'SHOW_PAGE':
      return <ScreenPageSelect {...props} />;
    case 'MOVE_TO':
      return (
        <MapPointSelect
          aria-label="目标点位"
          projectId={props.projectId}
          value={step.pointId || null}
          valueName={step.pointName}
          disabled={disabled}
          style={{ width: '100%' }}
          onChange={(point) => onChange({ ...step, pointId: point?.id ?? '', pointName: point?.name ?? '' })}
        />
      );
    case 'MOTION':
      return (
        <Segmented
          aria-label="肢体动作"
          value={step.motion}
          disabled={disabled}
          options={MOTIONS.map((motion) => ({ value: motion.id, label: motion.name }))}
          onChange={(motion) => onChange({ ...step, motion })}
        />
      );
    case 'WAIT':
      return (
        <InputNumber
          aria-label="等待秒数"
          min={WAIT_RANGE.min}
          max={WAIT_RANGE.max}
          precision={0}
          value={step.seconds}
          disabled={disabled}
          suffix="秒"
          style={{ width: 160 }}
          onChange={(seconds) => onChange({ ...step, seconds: seconds ?? WAIT_RANGE.min })}
        />
      );
  }
}
