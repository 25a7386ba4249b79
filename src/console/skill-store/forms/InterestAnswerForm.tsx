import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Select } from 'antd';
import { INTEREST_ANSWER_TYPES } from '../../../shared/skill-store/skill-configurations';

/** 趣味问答: the kind of fun Q&A and its questions (spec: interestAnswerType, interestQuestionList). */
export function InterestAnswerForm() {
  return (
    <>
      <Form.Item name="interestAnswerType" label="问答类型">
        <Select
          style={{ maxWidth: 200 }}
          options={Object.entries(INTEREST_ANSWER_TYPES).map(([value, label]) => ({ value, label }))}
        />
      </Form.Item>
      <Form.Item label="问题与答案" extra="机器人通过项目的问答匹配回答，相似的问法也能听懂">
        <Form.List name="interestQuestionList">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="flex-start">
                  <Form.Item name={[field.name, 'question']} noStyle>
                    <Input placeholder="问题" aria-label="问题" maxLength={100} style={{ width: 260 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'answer']} noStyle>
                    <Input.TextArea placeholder="答案" aria-label="答案" maxLength={500} autoSize />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="删除问题"
                    onClick={() => remove(field.name)}
                  />
                </Flex>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ question: '', answer: '' })}
                style={{ alignSelf: 'flex-start' }}
              >
                添加问题
              </Button>
            </Flex>
          )}
        </Form.List>
      </Form.Item>
    </>
  );
}
