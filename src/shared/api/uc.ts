import { z } from 'zod';
import { IMAGE_CODE_LENGTH, PHONE_LENGTH } from '../constants';
import { MSG } from '../messages';
import {
  BATCH_OPERATIONS,
  type BatchOperation,
  type MenuCode,
  RESOURCE_TYPES,
  type VerificationStatus,
} from '../permissions';
import { LOGIN_PHONE_PATTERN, REGISTER_PASSWORD_PATTERN } from '../validators/account';

/**
 * The uc/v1 contract: one zod schema per call, shared by the browser (form rules, request
 * shapes) and the server (validation of what arrives). Paths are the spec's.
 */
/** The uc/v1 paths live in uc-paths.ts, which holds no zod: a login page can import them without the schemas. */
export { UC } from './uc-paths';

export const phoneField = z
  .string({ error: MSG.phoneRequired })
  .trim()
  .min(1, MSG.phoneRequired)
  .max(PHONE_LENGTH, MSG.phoneInvalid)
  .regex(LOGIN_PHONE_PATTERN, MSG.phoneInvalid);

export const imageCodeQuery = z.object({
  height: z.coerce.number().int().min(20).max(200).default(60),
  width: z.coerce.number().int().min(40).max(400).default(120),
});
/** `imageCodeBase64` is a complete `data:image/svg+xml;base64,…` address, ready for an <img>. */
export interface ImageCode {
  imageCodeBase64: string;
  imageCodeKey: string;
}

export const SMS_SERVICES = ['register', 'forget_password', 'ca', 'change_phoneno', 'Certification'] as const;
export type SmsService = (typeof SMS_SERVICES)[number];
/** What an SMS carries: a code of a service, or an enterprise's invitation to set a password. */
export type SmsTemplate = SmsService | 'invitation';

const imageCodeContent = z
  .string({ error: MSG.imageCodeRequired })
  .trim()
  .min(1, MSG.imageCodeRequired)
  .max(IMAGE_CODE_LENGTH, MSG.imageCodeRequired);
const imageCodeKey = z.string({ error: MSG.imageCodeWrong }).min(1, MSG.imageCodeWrong).max(64);
const validCode = z
  .string({ error: MSG.smsCodeRequired })
  .trim()
  .min(1, MSG.smsCodeRequired)
  .max(10, MSG.smsCodeWrong);

/**
 * Sending an SMS code first spends the image code (one-time, whatever the outcome), so a
 * caller refreshes the captcha after every send.
 */
export const validCodeQuery = z.object({
  account: phoneField,
  imageCodeKey,
  imageCodeContent,
  service: z.enum(SMS_SERVICES, { error: MSG.badRequest }),
});
export type ValidCodeQuery = z.infer<typeof validCodeQuery>;

export const validCodeVerifyBody = z.object({
  account: phoneField,
  service: z.enum(SMS_SERVICES, { error: MSG.badRequest }),
  validCode,
});

const registerPassword = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .regex(REGISTER_PASSWORD_PATTERN, MSG.passwordRule);

/** Form-encoded. The SMS code must have been sent for this account with service `register`. */
export const registerBody = z.object({
  account: phoneField,
  imageCodeContent: z.string().max(IMAGE_CODE_LENGTH).optional(),
  imageCodeKey: z.string().max(64).optional(),
  validCode,
  password: registerPassword,
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * Form-encoded. `secret = UPPER(MD5(account + UPPER(MD5(password)) + timestamp))`, timestamp in
 * milliseconds; the server refuses stale timestamps and a secret it has seen before.
 */
export const tokenBody = z.object({
  secret: z.string({ error: MSG.loginFailed }).regex(/^[0-9A-F]{32}$/, MSG.loginFailed),
  account: phoneField,
  timestamp: z.coerce.number({ error: MSG.loginStale }).int().positive(MSG.loginStale),
  granType: z.literal('password', { error: MSG.badRequest }).default('password'),
  /** Asked for after a few failures (the refusal's `imageCodeRequired`): the spec's image code. */
  imageCodeKey: z.string().max(64).optional(),
  imageCodeContent: z.string().trim().max(IMAGE_CODE_LENGTH, MSG.imageCodeRequired).optional(),
});
export type TokenBody = z.infer<typeof tokenBody>;
export interface TokenResult {
  token: string;
}
/** Direct token login (`/login?t=`): `t` is a one-time ticket, shown by its account before it is spent. */
export const signInTicketBody = z.object({
  ticket: z.string({ error: MSG.signInTicketInvalid }).min(1).max(64),
});
export interface SignInTicket {
  ticket: string;
}
/** Whom a ticket signs in as: shown in the confirmation before the session starts. */
export interface SignInTicketHolder {
  account: string;
  nickname: string;
}

/** The `data` of a refused sign-in: whether the next attempt must carry the image code. */
export interface LoginRefusal {
  imageCodeRequired: boolean;
}

/**
 * PUT password: forgot-password (service forget_password) and change-password share this call.
 * change_password needs the bearer token of the same account and, like forget_password, the SMS
 * code sent with service forget_password.
 */
export const passwordBody = z.object({
  account: phoneField,
  validCode,
  password: registerPassword,
  service: z.enum(['forget_password', 'change_password']).default('forget_password'),
});
export type PasswordBody = z.infer<typeof passwordBody>;

export interface UserInfo {
  id: string;
  account: string;
  nickname: string;
  imageUrl: string | null;
  /** Absent (null) when the user belongs to no enterprise. */
  tenantId: string | null;
  tenantName: string | null;
  loginTimes: number;
  /** A platform reviewer (certification review queue); absent means no. */
  isReviewer?: boolean;
}

/** `password` is UPPER(MD5(password)). */
export const checkPwdQuery = z.object({
  password: z.string({ error: MSG.passwordRequired }).regex(/^[0-9A-F]{32}$/, MSG.passwordWrong),
});

export const checkOperationQuery = z.object({
  operationType: z.enum(BATCH_OPERATIONS, { error: MSG.badRequest }),
  resourceType: z.enum(RESOURCE_TYPES, { error: MSG.badRequest }),
});
export const listPassedOperationsBody = z.object({
  operationTypes: z.array(z.enum(BATCH_OPERATIONS, { error: MSG.badRequest })).max(10),
  resourceType: z.enum(RESOURCE_TYPES, { error: MSG.badRequest }),
});

export interface CertificationItem {
  status: VerificationStatus;
  /** The reviewer's reason when status is NO. */
  reason: string | null;
}
export interface PersonalCertification extends CertificationItem {
  realName: string;
}
export interface EnterpriseCertification extends CertificationItem {
  enterpriseName: string;
}
export interface Certification {
  personal: PersonalCertification | null;
  enterprise: EnterpriseCertification[];
}

/** authMenus: the menu codes the user may open in the scope picked by Is-Enterprise. */
export type AuthMenus = MenuCode[];
/** checkOperationAuthorize answers whether the operation passes; listAuthorizePassedOperations which do. */
export type OperationAuthorized = boolean;
export type PassedOperations = BatchOperation[];

/** GET system/mode (no token): demo mode delivers SMS codes to the development outbox. */
export interface SystemMode {
  demo: boolean;
}
