import { Flex, Form, Input, InputNumber, Radio } from 'antd';
import { PERSONA_GENDER_NAMES, PERSONA_GENDERS, type PersonaProfile } from '../../shared/api/personas';

interface PersonaProfileFormProps {
  value: PersonaProfile;
  onChange(value: PersonaProfile): void;
  disabled: boolean;
}

/** Who the robot says it is: its name, age, gender, greeting and self-introduction. */
export function PersonaProfileForm({ value, onChange, disabled }: PersonaProfileFormProps) {
  const set = (fields: Partial<PersonaProfile>) => onChange({ ...value, ...fields });
  return (
    <Form layout="vertical" disabled={disabled} component="div">
      <Flex gap={24} wrap>
        <Form.Item label="机器人名字" required style={{ flex: '1 1 180px' }}>
          <Input
            aria-label="机器人名字"
            value={value.robotName}
            maxLength={10}
            onChange={(event) => set({ robotName: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="年龄" style={{ flex: '0 1 120px' }}>
          <InputNumber
            aria-label="年龄"
            min={0}
            max={200}
            value={value.age}
            placeholder="不设定"
            onChange={(age) => set({ age: age ?? null })}
          />
        </Form.Item>
        <Form.Item label="性别" style={{ flex: '1 1 200px' }}>
          <Radio.Group
            value={value.gender}
            onChange={(event) => set({ gender: event.target.value })}
            options={PERSONA_GENDERS.map((gender) => ({
              value: gender,
              label: PERSONA_GENDER_NAMES[gender],
            }))}
          />
        </Form.Item>
      </Flex>
      <Form.Item label="问候语" extra="访客走近时机器人说的话。">
        <Input
          aria-label="问候语"
          value={value.greeting}
          maxLength={100}
          showCount
          onChange={(event) => set({ greeting: event.target.value })}
        />
      </Form.Item>
      <Form.Item label="自我介绍" extra="访客说「介绍一下你自己」时的回答。">
        <Input.TextArea
          aria-label="自我介绍"
          value={value.introduction}
          maxLength={300}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(event) => set({ introduction: event.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
