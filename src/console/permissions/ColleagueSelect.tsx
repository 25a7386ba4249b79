import type { Colleague } from '../../shared/api/resource-permissions';
import { RemoteSelect, type RemoteSelectProps } from '../components/RemoteSelect';
import { maskPhone } from '../shell/mask-phone';
import { resourceApi } from './resource-api';

/** How a colleague reads in pickers and share lists: nickname and masked phone. */
export const colleagueLabel = (colleague: Pick<Colleague, 'nickname' | 'account'>) =>
  `${colleague.nickname}（${maskPhone(colleague.account)}）`;

/** Picks colleagues of the caller's enterprise, searched by nickname or phone on the server. */
export function ColleagueSelect(props: Omit<RemoteSelectProps, 'fetchOptions' | 'mode'>) {
  return (
    <RemoteSelect
      mode="multiple"
      placeholder="搜索同事的昵称或手机号"
      aria-label="选择同事"
      {...props}
      fetchOptions={async (keyword, signal) =>
        (await resourceApi.colleagues(keyword, signal)).map((colleague) => ({
          label: colleagueLabel(colleague),
          value: colleague.userId,
        }))
      }
    />
  );
}
