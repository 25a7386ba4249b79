import { Flex, Form, Input } from 'antd';
import type { PersonalCertificationBody, PersonalCertificationDetail } from '../../shared/api/uc-account';
import { MSG } from '../../shared/messages';
import { CertificationForm } from './CertificationForm';
import { CertificationImageUpload } from './CertificationImageUpload';
import { certificationApi } from './certification-api';
import { citizenIdRules, imageRules, realNameRules } from './certification-rules';
import { IdCardBackOutline, IdCardFrontOutline } from './DocumentOutlines';

const send = (values: PersonalCertificationBody) =>
  certificationApi.submitPersonal({
    ...values,
    realName: values.realName.trim(),
    citizenId: values.citizenId.trim().toUpperCase(),
  });

/** Personal certification: real name, citizen ID and both sides of the ID card. A refused one comes back filled in. */
export function PersonalCertificationForm({ refused }: { refused: PersonalCertificationDetail | null }) {
  return (
    <CertificationForm<PersonalCertificationBody>
      refused={refused}
      send={send}
      initialValues={{
        realName: refused?.realName,
        idFrontImage: refused?.idFrontImage ?? undefined,
        idBackImage: refused?.idBackImage ?? undefined,
      }}
    >
      <Form.Item name="realName" label="真实姓名" rules={realNameRules} validateTrigger="onBlur" required>
        <Input placeholder="请输入身份证上的姓名" maxLength={5} />
      </Form.Item>
      <Form.Item name="citizenId" label="身份证号" rules={citizenIdRules} validateTrigger="onBlur" required>
        <Input placeholder="请输入 18 位或 15 位身份证号" maxLength={18} />
      </Form.Item>
      <Form.Item
        label="身份证照片"
        required
        extra="请上传清晰、完整、无遮挡的照片，支持 jpg、png 格式，单张不超过 2MB"
      >
        <Flex gap={20} wrap>
          <Form.Item name="idFrontImage" rules={imageRules(MSG.idFrontImageRequired)} noStyle>
            <CertificationImageUpload label="人像面" sample={<IdCardFrontOutline />} />
          </Form.Item>
          <Form.Item name="idBackImage" rules={imageRules(MSG.idBackImageRequired)} noStyle>
            <CertificationImageUpload label="国徽面" sample={<IdCardBackOutline />} />
          </Form.Item>
        </Flex>
      </Form.Item>
    </CertificationForm>
  );
}
