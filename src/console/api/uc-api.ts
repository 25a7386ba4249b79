import type {
  AuthMenus,
  Certification,
  ImageCode,
  PasswordBody,
  RegisterBody,
  SignInTicket,
  SignInTicketHolder,
  SystemMode,
  TokenBody,
  TokenResult,
  UserInfo,
  ValidCodeQuery,
} from '../../shared/api/uc';
import { UC } from '../../shared/api/uc-paths';
import { IMAGE_CODE_HEIGHT, IMAGE_CODE_WIDTH } from '../../shared/constants';
import { type CallOptions, http } from './http';

/** The uc/v1 calls of the account screens and the shell, typed by the shared contract. */
export const ucApi = {
  imageCode: (options?: CallOptions) =>
    http.get<ImageCode>(UC.imageCode, { height: IMAGE_CODE_HEIGHT, width: IMAGE_CODE_WIDTH }, options),
  sendValidCode: (query: ValidCodeQuery) => http.get<unknown>(UC.validCode, query),
  register: (body: RegisterBody) =>
    http.postForm<unknown>(UC.register, {
      account: body.account,
      imageCodeContent: body.imageCodeContent ?? '',
      imageCodeKey: body.imageCodeKey ?? '',
      validCode: body.validCode,
      password: body.password,
    }),
  token: (body: TokenBody) => http.postForm<TokenResult>(UC.token, { ...body }),
  /** A one-time ticket for `/login?t=`, asked for with the session `token` it stands for. */
  signInTicket: (token: string) => http.postAs<SignInTicket>(UC.signInTicket, token),
  signInTicketHolder: (ticket: string) => http.get<SignInTicketHolder>(UC.signInTicket, { ticket }),
  redeemSignInTicket: (ticket: string) => http.postForm<TokenResult>(UC.signInTicketRedeem, { ticket }),
  logout: () => http.post<unknown>(UC.logout, undefined, { quiet: true }),
  resetPassword: (body: PasswordBody) => http.put<unknown>(UC.password, body),
  userInfo: () => http.get<UserInfo>(UC.userInfo),
  certification: () => http.get<Certification>(UC.certification),
  authMenus: () => http.get<AuthMenus>(UC.authMenus),
  unreadCount: () => http.get<number>(UC.messageUnread, undefined, { quiet: true }),
  systemMode: () => http.get<SystemMode>(UC.systemMode, undefined, { quiet: true }),
};
