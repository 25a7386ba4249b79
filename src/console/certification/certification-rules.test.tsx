// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { render } from '@testing-library/react';
import { Form, type FormInstance, type FormRule, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import {
  availabilityRule,
  citizenIdRules,
  enterpriseNameRules,
  realNameRules,
  registrationNoRules,
} from './certification-rules';

/** One field under `rules`, handing its form out so the test can validate it. */
function Probe({
  rules,
  value,
  onForm,
}: {
  rules: FormRule[];
  value?: string;
  onForm: (form: FormInstance) => void;
}) {
  const [form] = Form.useForm();
  onForm(form);
  return (
    <Form form={form} initialValues={{ field: value }}>
      <Form.Item name="field" rules={rules}>
        <Input />
      </Form.Item>
    </Form>
  );
}

/** The messages a real antd form shows for `value` under `rules` (empty when it passes). */
async function messagesFor(rules: FormRule[], value: string | undefined): Promise<string[]> {
  let form: FormInstance | null = null;
  render(<Probe rules={rules} value={value} onForm={(instance) => (form = instance)} />);
  try {
    await (form as unknown as FormInstance).validateFields();
    return [];
  } catch (error) {
    return (error as { errorFields: { errors: string[] }[] }).errorFields.flatMap((field) => field.errors);
  }
}

describe('certification form rules', () => {
  it('asks for a real name of 2 to 5 Chinese characters', async () => {
    expect(await messagesFor(realNameRules, '')).toEqual([MSG.realNameRequired]);
    expect(await messagesFor(realNameRules, 'Zhang San')).toEqual([MSG.personalNameInvalid]);
    expect(await messagesFor(realNameRules, ' 张三 ')).toEqual([]);
  });

  it('checks the citizen ID in the spec order, with its own messages', async () => {
    expect(await messagesFor(citizenIdRules, '')).toEqual([MSG.citizenIdRequired]);
    expect(await messagesFor(citizenIdRules, '1234')).toEqual([MSG.citizenIdFormat]);
    expect(await messagesFor(citizenIdRules, '110105194912310021')).toEqual([MSG.citizenIdCheckDigit]);
    expect(await messagesFor(citizenIdRules, '11010519491231002x')).toEqual([]);
  });

  it('asks for an enterprise name of 2 to 50 characters', async () => {
    expect(await messagesFor(enterpriseNameRules, '  ')).toEqual([MSG.enterpriseNameRequired]);
    expect(await messagesFor(enterpriseNameRules, '星')).toEqual([MSG.enterpriseNameLength]);
    expect(await messagesFor(enterpriseNameRules, '星'.repeat(51))).toEqual([MSG.enterpriseNameLength]);
    expect(await messagesFor(enterpriseNameRules, '星河机器人科技有限公司')).toEqual([]);
  });

  it('checks the business registration number', async () => {
    expect(await messagesFor(registrationNoRules, '')).toEqual([MSG.registrationNoRequired]);
    expect(await messagesFor(registrationNoRules, '9135010')).toEqual([MSG.businessLicenceLength]);
    expect(await messagesFor(registrationNoRules, '91350100M000100Y44')).toEqual([MSG.businessLicenceFormat]);
    expect(await messagesFor(registrationNoRules, '91350100m000100y43')).toEqual([]);
  });

  it('refuses a name or number another enterprise holds, in the server’s words', async () => {
    const taken = availabilityRule(
      async () => ({ available: false, message: null }),
      MSG.enterpriseNameTaken,
    );
    const free = availabilityRule(async () => ({ available: true, message: null }), MSG.enterpriseNameTaken);
    const said = availabilityRule(
      async () => ({ available: false, message: MSG.registrationNoTaken }),
      MSG.enterpriseNameTaken,
    );
    expect(await messagesFor([taken], '星河科技')).toEqual([MSG.enterpriseNameTaken]);
    expect(await messagesFor([said], '星河科技')).toEqual([MSG.registrationNoTaken]);
    expect(await messagesFor([free], '星河科技')).toEqual([]);
  });
});
