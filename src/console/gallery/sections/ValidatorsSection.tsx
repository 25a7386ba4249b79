import { Descriptions, Flex, Form, Input, Tag, Typography, theme } from 'antd';
import { validateBusinessLicence } from '../../../shared/validators/business-licence';
import { CITIZEN_ID_PROVINCES, validateCitizenId } from '../../../shared/validators/citizen-id';
import {
  isTemplateVariable,
  validateLicencePlate,
  validateMobilePhone,
  validatePersonalName,
  validateUrl,
} from '../../../shared/validators/patterns';
import { validatorRule } from '../../components/form-rules';
import { DemoCard, GallerySection } from '../GallerySection';

/** The citizen ID and business licence fields speak for emptiness themselves (身份证号不能为空…). */
const evenWhenEmpty = () => false;
const urlOrTemplateVariable = (value: string) =>
  isTemplateVariable(value) ? { ok: true as const } : validateUrl(value);

const GENDER_TEXT = { male: '男', female: '女' } as const;
const KIND_TEXT = { registrationNumber: '15 位注册号', unifiedCode: '统一社会信用代码' } as const;

const CITIZEN_ID_SAMPLES = [
  { label: '18 位', value: '11010519491231002X' },
  { label: '15 位', value: '130503670401001' },
  { label: '检验位错', value: '110105194912310021' },
  { label: '地址码错', value: '00010519491231002X' },
];
const LICENCE_SAMPLES = [
  { label: '统一代码', value: '91350100M000100Y43' },
  { label: '15 位', value: '330100400015575' },
  { label: '检验位错', value: '91350100M000100Y44' },
  { label: '长度错', value: '9135010' },
];

interface SampleTagsProps {
  samples: { label: string; value: string }[];
  onPick: (value: string) => void;
}

function SampleTags({ samples, onPick }: SampleTagsProps) {
  return (
    <Flex gap={4} wrap align="center" style={{ marginTop: 4 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        示例：
      </Typography.Text>
      {samples.map((sample) => (
        <Tag key={sample.value} style={{ cursor: 'pointer' }} onClick={() => onPick(sample.value)}>
          {sample.label}
        </Tag>
      ))}
    </Flex>
  );
}

function PersonFields() {
  return (
    <Form layout="vertical" autoComplete="off">
      <Form.Item name="phone" label="手机号" rules={[validatorRule(validateMobilePhone)]} hasFeedback>
        <Input placeholder="1 开头，第二位 3–8，共 11 位" maxLength={11} />
      </Form.Item>
      <Form.Item name="name" label="姓名" rules={[validatorRule(validatePersonalName)]} hasFeedback>
        <Input placeholder="2–5 个汉字" />
      </Form.Item>
      <Form.Item name="plate" label="车牌号" rules={[validatorRule(validateLicencePlate)]} hasFeedback>
        <Input placeholder="如 京A12345、粤BD12345（新能源）" />
      </Form.Item>
      <Form.Item
        name="url"
        label="链接地址"
        rules={[validatorRule(urlOrTemplateVariable)]}
        hasFeedback
        style={{ marginBottom: 0 }}
      >
        <Input placeholder="http / https / ftp / file 地址，或 ${变量}" />
      </Form.Item>
    </Form>
  );
}

function CertificateFields() {
  const { token } = theme.useToken();
  const [form] = Form.useForm();
  const citizenId: string | undefined = Form.useWatch('citizenId', form);
  const licence: string | undefined = Form.useWatch('licence', form);
  const person = citizenId ? validateCitizenId(citizenId) : null;
  const company = licence ? validateBusinessLicence(licence) : null;
  const pick = (field: string) => (value: string) => {
    form.setFieldValue(field, value);
    void form.validateFields([field]);
  };
  return (
    <Form form={form} layout="vertical" autoComplete="off">
      <Form.Item
        name="citizenId"
        label="身份证号"
        rules={[validatorRule(validateCitizenId, evenWhenEmpty)]}
        hasFeedback
        extra={<SampleTags onPick={pick('citizenId')} samples={CITIZEN_ID_SAMPLES} />}
      >
        <Input placeholder="15 或 18 位" maxLength={18} />
      </Form.Item>
      {person?.ok && (
        <Descriptions
          size="small"
          column={3}
          style={{
            marginBottom: 16,
            padding: '10px 12px 4px',
            background: token.colorFillQuaternary,
            borderRadius: token.borderRadius,
          }}
          items={[
            { key: 'id', label: '18 位号码', children: person.id, span: 3 },
            { key: 'birth', label: '出生日期', children: person.birthDate },
            { key: 'gender', label: '性别', children: GENDER_TEXT[person.gender] },
            { key: 'province', label: '地区', children: CITIZEN_ID_PROVINCES[person.id.slice(0, 2)] },
          ]}
        />
      )}
      <Form.Item
        name="licence"
        label="营业执照注册号"
        rules={[validatorRule(validateBusinessLicence, evenWhenEmpty)]}
        hasFeedback
        style={{ marginBottom: 0 }}
        extra={
          <>
            {company?.ok && (
              <Typography.Text type="success" style={{ fontSize: 12 }}>
                {KIND_TEXT[company.kind]}，检验位正确
              </Typography.Text>
            )}
            <SampleTags onPick={pick('licence')} samples={LICENCE_SAMPLES} />
          </>
        }
      >
        <Input placeholder="15 位注册号或 18 位统一社会信用代码" maxLength={18} />
      </Form.Item>
    </Form>
  );
}

export function ValidatorsSection() {
  return (
    <GallerySection
      id="validators"
      title="校验器 Validators"
      summary="浏览器与服务端共用的纯函数（src/shared/validators），返回 { ok, message }，并提供 zod schema（如 citizenIdSchema）。下面的输入框边输边校验，提示文案与服务端一致。"
    >
      <DemoCard
        title="常用格式"
        caption="手机号、姓名、车牌（含新能源 D/F）、链接地址（以 $ 或 ${ 开头的模板变量不校验）。"
      >
        <PersonFields />
      </DemoCard>
      <DemoCard
        title="证件号"
        caption="身份证：省份编码、出生日期（0–100 岁）、加权模 11 检验位，15 位先升为 18 位；营业执照：GB 32100 检验字符与 ISO 7064 MOD 11,10。"
      >
        <CertificateFields />
      </DemoCard>
    </GallerySection>
  );
}
