import { useQuery } from '@tanstack/react-query';
import type { CertificationDetail } from '../../shared/api/uc-account';
import { ucApi } from '../api/uc-api';
import { useSession } from '../session/session-store';
import { certificationApi } from './certification-api';

export const CERTIFICATION_KEY = ['certification'] as const;

/**
 * The user's certification, read fresh on the screen. A reviewer's decision may have changed
 * more than the status (an approved enterprise makes the user its administrator), so the user
 * info is read again with it and both go into the session: the shell's prompt and the role
 * switch follow at once.
 */
export function useCertification() {
  return useQuery({
    queryKey: CERTIFICATION_KEY,
    queryFn: async (): Promise<CertificationDetail> => {
      const [detail, userInfo] = await Promise.all([certificationApi.detail(), ucApi.userInfo()]);
      useSession.getState().saveCertification(detail);
      useSession.getState().saveUserInfo(userInfo);
      return detail;
    },
  });
}
