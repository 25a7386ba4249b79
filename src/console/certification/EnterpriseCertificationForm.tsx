import { Form, Input } from 'antd';
import type { EnterpriseCertificationBody, EnterpriseCertificationDetail } from '../../shared/api/uc-account';
import { MSG } from '../../shared/messages';
import { CertificationForm } from './CertificationForm';
import { CertificationImageUpload } from './CertificationImageUpload';
import { certificationApi } from './certification-api';
import {
  availabilityRule,
  enterpriseNameRules,
  imageRules,
  registrationNoRules,
} from './certification-rules';
import { LicenceOutline } from './DocumentOutlines';

const nameRules = [
  ...enterpriseNameRules,
  availabilityRule(
    async (enterpriseName) => certificationApi.checkEnterpriseName(enterpriseName),
    MSG.enterpriseNameTaken,
  ),
];
const numberRules = [
  ...registrationNoRules,
  availabilityRule(
    async (registrationNo) => certificationApi.checkRegistrationNo(registrationNo.toUpperCase()),
    MSG.registrationNoTaken,
  ),
];

const send = (values: EnterpriseCertificationBody) =>
  certificationApi.submitEnterprise({
    ...values,
    enterpriseName: values.enterpriseName.trim(),
    registrationNo: values.registrationNo.trim().toUpperCase(),
  });

/**
 * Enterprise certification: name and business registration number (each checked against
 * certified enterprises when left) and the licence picture. A refused one comes back filled in.
 */
export function EnterpriseCertificationForm({ refused }: { refused: EnterpriseCertificationDetail | null }) {
  return (
    <CertificationForm<EnterpriseCertificationBody>
      refused={refused}
      send={send}
      initialValues={{
        enterpriseName: refused?.enterpriseName,
        registrationNo: refused?.registrationNo,
        licenceImage: refused?.licenceImage ?? undefined,
      }}
    >
      <Form.Item name="enterpriseName" label="企业名称" rules={nameRules} validateTrigger="onBlur" required>
        <Input placeholder="请输入营业执照上的企业名称" maxLength={50} showCount />
      </Form.Item>
      <Form.Item
        name="registrationNo"
        label="营业执照注册号"
        rules={numberRules}
        validateTrigger="onBlur"
        required
        extra="18 位统一社会信用代码或 15 位注册号"
      >
        <Input placeholder="请输入营业执照注册号" maxLength={18} />
      </Form.Item>
      <Form.Item
        name="licenceImage"
        label="营业执照照片"
        rules={imageRules(MSG.licenceImageRequired)}
        required
        extra="请上传加盖公章的营业执照照片或扫描件，支持 jpg、png 格式，不超过 2MB"
      >
        <CertificationImageUpload label="营业执照" sample={<LicenceOutline />} />
      </Form.Item>
    </CertificationForm>
  );
}
