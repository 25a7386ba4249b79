import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Select } from 'antd';
import { QUESTION_KINDS } from '../../../shared/skill-store/skill-configurations';
import { ScheduleFields } from './form-fields';

const newId = () => `q${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** One question: a radio with choices (and 其他 with the visitor's words), or a number in a range. */
function QuestionCard({ name, onRemove }: { name: number; onRemove(): void }) {
  const kind = Form.useWatch(['questions', name, 'kind']);
  return (
    <Card
      size="small"
      title={
        <Flex gap={8}>
          <Form.Item name={[name, 'kind']} noStyle>
            <Select
              aria-label="题型"
              style={{ width: 90 }}
              options={Object.entries(QUESTION_KINDS).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          <Form.Item name={[name, 'title']} noStyle>
            <Input placeholder="题目" aria-label="题目" maxLength={100} />
          </Form.Item>
        </Flex>
      }
      extra={<Button type="text" icon={<DeleteOutlined />} aria-label="删除题目" onClick={onRemove} />}
    >
      {kind === 'NUMBER' ? (
        <Flex gap={8} align="center">
          <Form.Item name={[name, 'min']} noStyle>
            <InputNumber min={0} max={99999999} prefix="最小" aria-label="最小值" />
          </Form.Item>
          <Form.Item name={[name, 'max']} noStyle>
            <InputNumber min={0} max={99999999} prefix="最大" aria-label="最大值" />
          </Form.Item>
        </Flex>
      ) : (
        <Flex gap={8} align="center">
          <Form.Item name={[name, 'options']} noStyle>
            <Select
              mode="tags"
              placeholder="输入选项后回车"
              aria-label="选项"
              style={{ minWidth: 320 }}
              open={false}
            />
          </Form.Item>
          <Form.Item name={[name, 'allowOther']} valuePropName="checked" noStyle>
            <Checkbox>带「其他」选项</Checkbox>
          </Form.Item>
        </Flex>
      )}
    </Card>
  );
}

/** 问卷调查: the questions and when robots ask them. */
export function QuestionnaireForm() {
  return (
    <>
      <Form.Item name="title" label="问卷标题">
        <Input maxLength={30} showCount style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item label="题目">
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <QuestionCard key={field.key} name={field.name} onRemove={() => remove(field.name)} />
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    id: newId(),
                    kind: 'RADIO',
                    title: '',
                    options: [],
                    allowOther: false,
                    min: 0,
                    max: 10,
                  })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                添加题目
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
      <ScheduleFields />
    </>
  );
}
