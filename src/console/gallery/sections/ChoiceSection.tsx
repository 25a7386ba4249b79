import { Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { CheckboxGroupWithOther, RadioGroupWithOther } from '../../components/ChoiceGroupWithOther';
import { otherChoiceRule } from '../../components/other-option';
import { DemoCard, GallerySection } from '../GallerySection';

const SCENES = ['展厅', '政务', '党建', '商超', '医院', '学校', '酒店'];
const SKILLS = ['导览讲解', '迎宾接待'];

function SubmittedValue({ value }: { value: unknown }) {
  if (value === undefined) return null;
  return (
    <Typography.Paragraph code copyable style={{ marginTop: 12, marginBottom: 0 }}>
      {JSON.stringify(value)}
    </Typography.Paragraph>
  );
}

export function ChoiceSection() {
  const [radioValue, setRadioValue] = useState<unknown>();
  const [checkboxValue, setCheckboxValue] = useState<unknown>();
  return (
    <GallerySection
      id="choice"
      title="单选 / 多选（含「其他」）"
      summary="选项末尾自动加「其他」，选中后出现输入框：最多 20 字并显示计数，为空或只有空格时校验不通过；4 个及以上选项按 25% 宽度排列。值为 { label, input }，可直接放进 antd Form。"
    >
      <DemoCard
        title="RadioGroupWithOther（8 个选项，25% 宽）"
        caption="选「其他」后不填直接提交，看校验提示。"
      >
        <Form layout="vertical" onFinish={(values) => setRadioValue(values.scene)}>
          <Form.Item
            name="scene"
            label="应用场景"
            rules={[{ required: true, message: '请选择应用场景' }, otherChoiceRule]}
          >
            <RadioGroupWithOther options={SCENES} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            提交
          </Button>
          <SubmittedValue value={radioValue} />
        </Form>
      </DemoCard>
      <DemoCard
        title="CheckboxGroupWithOther（3 个选项，自然宽度）"
        caption="可多选；取消「其他」时会清掉它的内容。"
      >
        <Form layout="vertical" onFinish={(values) => setCheckboxValue(values.skills)}>
          <Form.Item name="skills" label="需要的技能" rules={[otherChoiceRule]}>
            <CheckboxGroupWithOther options={SKILLS} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            提交
          </Button>
          <SubmittedValue value={checkboxValue} />
        </Form>
      </DemoCard>
    </GallerySection>
  );
}
