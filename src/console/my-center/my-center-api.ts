import type { Page, PageQuery } from '../../shared/api/paging';
import type { AvatarResult, LoginRecord, PhoneBody, ProfileBody } from '../../shared/api/uc-account';
import { UC } from '../../shared/api/uc-paths';
import { http, UPLOAD_CALL } from '../api/http';

/** The personal center's calls (contract in shared/api/uc-account.ts). */
export const myCenterApi = {
  /** Multipart field `file`; the new avatar is set at once. */
  uploadAvatar: (file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<AvatarResult>(UC.userAvatar, form, UPLOAD_CALL);
  },
  saveProfile: (body: ProfileBody) => http.put<unknown>(UC.userProfile, body),
  changePhone: (body: PhoneBody) => http.put<unknown>(UC.userPhone, body),
  loginHistory: (query: PageQuery) => http.get<Page<LoginRecord>>(UC.loginHistory, query),
};
