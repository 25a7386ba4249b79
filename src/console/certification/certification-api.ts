import type {
  AvailabilityCheck,
  CertificationDetail,
  EnterpriseCertificationBody,
  PersonalCertificationBody,
  UploadedImage,
} from '../../shared/api/uc-account';
import { UC } from '../../shared/api/uc-paths';
import { http, UPLOAD_CALL } from '../api/http';

/** The certification calls (contract in shared/api/uc-account.ts). */
export const certificationApi = {
  detail: () => http.get<CertificationDetail>(UC.certification),
  submitPersonal: (body: PersonalCertificationBody) => http.post<unknown>(UC.certificationPersonal, body),
  submitEnterprise: (body: EnterpriseCertificationBody) =>
    http.post<unknown>(UC.certificationEnterprise, body),
  /** Multipart field `file`; pictures get the spec's 60 s. */
  uploadImage: (file: Blob, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<UploadedImage>(UC.certificationImage, form, { ...UPLOAD_CALL, signal });
  },
  /** Duplicate checks run while typing: a failed check says nothing, the submit is checked again. */
  checkEnterpriseName: (enterpriseName: string) =>
    http.post<AvailabilityCheck>(UC.enterpriseNameCheck, { enterpriseName }, { quiet: true }),
  checkRegistrationNo: (registrationNo: string) =>
    http.post<AvailabilityCheck>(UC.enterpriseNoCheck, { registrationNo }, { quiet: true }),
};
