import { z } from 'zod';
import { MSG } from '../messages';
import { VERIFICATION_STATUSES, type VerificationStatus } from '../permissions';
import { businessLicenceSchema, citizenIdSchema, personalNameSchema } from '../validators/schemas';
import { pageQuery } from './paging';
import type { Certification, EnterpriseCertification, PersonalCertification } from './uc';
import { phoneField } from './uc';

/**
 * The account center's uc/v1 contract (accounts spec sections 3, 4 and 7): QR login and register,
 * certification and its review, the message center and the personal center. Paths are in
 * uc-paths.ts; times are ISO 8601 strings; every answer is the envelope.
 */

const smsCode = z
  .string({ error: MSG.smsCodeRequired })
  .trim()
  .min(1, MSG.smsCodeRequired)
  .max(10, MSG.smsCodeWrong);
/** UPPER(MD5(password)), as checkPwd takes it. */
const passwordDigest = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .regex(/^[0-9A-F]{32}$/, MSG.passwordWrong);

// ─── QR login and QR register ───────────────────────────────────────────────────────────────

/** A QR code may be scanned for five minutes; after that the screen offers a refresh. */
export const QR_CODE_TTL_MS = 5 * 60_000;
/** After an unbound scan, the phone must be bound within this time. */
export const QR_BIND_WINDOW_MS = 10 * 60_000;

export const qrcodeIdField = z.uuid({ error: MSG.qrMissing });

/**
 * GET wechat_qrcode (no token): a fresh code. `qrcodeImage` is a `data:image/png;base64,…`
 * address; it encodes the messaging app's authorization address (in demo mode, the outbox page).
 * The answer sets an HttpOnly cookie (`qr_browser`, path /uc/v1/user): scanWechat_result and
 * wxBind_valid_code answer only the browser holding it, so a photo of the code is worth nothing.
 * Same-origin requests send it by themselves.
 */
export interface WechatQrcode {
  qrcodeId: string;
  qrcodeImage: string;
  expiresAt: string;
}

/** GET scanWechat_result?qrcodeId, polled every second (QR_POLL_INTERVAL_MS). */
export const scanResultQuery = z.object({ qrcodeId: qrcodeIdField });

export const QR_STATUS = { waiting: 0, loggedIn: 1, unbound: 2 } as const;
/**
 * 0: not scanned yet; `expired: true` when the code is past its five minutes (or already used):
 *    stop polling and offer a refresh.
 * 1: scanned by a user bound to that account: the token, answered once (later polls answer 0
 *    with expired: true).
 * 2: scanned by an account no phone is bound to: show 账号未绑定手机号，请绑定手机号 and the bind
 *    form, and send `wxUnionid` and `nickname` back with it.
 */
export type ScanResult =
  | { status: typeof QR_STATUS.waiting; expired: boolean }
  | { status: typeof QR_STATUS.loggedIn; token: string }
  | { status: typeof QR_STATUS.unbound; wxUnionid: string; nickname: string };

/**
 * GET wxBind_valid_code?qrcodeId&account&service=Certification: the SMS code of the bind form
 * (the spec leaves its path open). No image code: the unbound scan of `qrcodeId` (status 2,
 * within QR_BIND_WINDOW_MS) is the proof a person is there. Rate-limited like valid_code; the
 * number may be registered (binding) or not (QR register).
 */
export const wxBindValidCodeQuery = z.object({
  qrcodeId: qrcodeIdField,
  account: phoneField,
  service: z.literal('Certification', { error: MSG.badRequest }).default('Certification'),
});
export type WxBindValidCodeQuery = z.infer<typeof wxBindValidCodeQuery>;

/**
 * POST wxBind_account (form-encoded) → TokenResult. `wxUnionid` must come from an unbound scan
 * within QR_BIND_WINDOW_MS. A registered phone gets the messaging account linked; a new phone
 * becomes a new account (QR register, nickname from the messaging app) with a random password
 * the person can replace through 忘记密码.
 */
export const wxBindBody = z.object({
  wxUnionid: z
    .string({ error: MSG.wxBindExpired })
    .trim()
    .min(1, MSG.wxBindExpired)
    .max(128, MSG.wxBindExpired),
  account: phoneField,
  nickname: z.string().trim().max(64).default(''),
  validCode: smsCode,
});
export type WxBindBody = z.infer<typeof wxBindBody>;

// ─── Certification ──────────────────────────────────────────────────────────────────────────

/** Certification pictures: jpg or png (proved by the bytes), at most 2 MB. */
export const CERTIFICATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** What an uploaded picture is called in requests and in `GET user/image?path=`. */
export const ACCOUNT_IMAGE_KINDS = ['avatar', 'certification', 'logo'] as const;
export type AccountImageKind = (typeof ACCOUNT_IMAGE_KINDS)[number];
export const ACCOUNT_IMAGE_PATH = /^(avatar|certification|logo)\/[0-9a-f]{64}\.(jpg|png)$/;
/** An enterprise's logo as account images store it (企业信息). */
export const LOGO_IMAGE_PATH = /^logo\/[0-9a-f]{64}\.(jpg|png)$/;

const certificationImage = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .regex(/^certification\/[0-9a-f]{64}\.(jpg|png)$/, MSG.certificationImageMissing);

/** POST certification/image: multipart, field `file` → { path } (a `certification/…` path). */
export interface UploadedImage {
  path: string;
}

/** POST certification/personal (JSON). Allowed when there is none yet or it was refused (NO). */
export const personalCertificationBody = z.object({
  realName: z
    .string({ error: MSG.realNameRequired })
    .trim()
    .min(1, MSG.realNameRequired)
    .pipe(personalNameSchema),
  citizenId: z
    .string({ error: MSG.citizenIdRequired })
    .trim()
    .toUpperCase()
    .min(1, MSG.citizenIdRequired)
    .pipe(citizenIdSchema),
  idFrontImage: certificationImage(MSG.idFrontImageRequired),
  idBackImage: certificationImage(MSG.idBackImageRequired),
});
export type PersonalCertificationBody = z.infer<typeof personalCertificationBody>;

const enterpriseName = z
  .string({ error: MSG.enterpriseNameRequired })
  .trim()
  .min(1, MSG.enterpriseNameRequired)
  .min(2, MSG.enterpriseNameLength)
  .max(50, MSG.enterpriseNameLength);
const registrationNo = z
  .string({ error: MSG.registrationNoRequired })
  .trim()
  .toUpperCase()
  .min(1, MSG.registrationNoRequired)
  .pipe(businessLicenceSchema);

/**
 * POST certification/enterprise (JSON). For a person in no enterprise and with no enterprise
 * application pending; name and number must not belong to a PASSED or PENDING enterprise.
 * Approval creates the enterprise and makes the submitter its administrator.
 */
export const enterpriseCertificationBody = z.object({
  enterpriseName,
  registrationNo,
  licenceImage: certificationImage(MSG.licenceImageRequired),
});
export type EnterpriseCertificationBody = z.infer<typeof enterpriseCertificationBody>;

/** POST certification/enterprise/name/check (JSON) → AvailabilityCheck. */
export const enterpriseNameCheckBody = z.object({ enterpriseName });
/** POST certification/enterprise/no/check (JSON) → AvailabilityCheck. */
export const enterpriseNoCheckBody = z.object({ registrationNo });
/** `message` (该企业名称已被认证 / 该注册号已被认证) is set when not available. */
export interface AvailabilityCheck {
  available: boolean;
  message: string | null;
}

/**
 * GET certification answers this (a Certification with more detail). `id` names the current
 * submission: a resubmission gets a new one. The citizen ID is masked (first 4 and last 4).
 */
export interface PersonalCertificationDetail extends PersonalCertification {
  id: string;
  citizenId: string;
  idFrontImage: string | null;
  idBackImage: string | null;
  submittedAt: string;
}
export interface EnterpriseCertificationDetail extends EnterpriseCertification {
  id: string;
  registrationNo: string;
  licenceImage: string | null;
  submittedAt: string;
}
export interface CertificationDetail extends Certification {
  personal: PersonalCertificationDetail | null;
  enterprise: EnterpriseCertificationDetail[];
}

// ─── Review (platform reviewers only: users.is_reviewer) ────────────────────────────────────

export const CERTIFICATION_KINDS = ['personal', 'enterprise'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** GET review/page: PENDING first (oldest first), then decided ones (newest decision first). */
export const reviewPageQuery = pageQuery.extend({
  status: z.enum(VERIFICATION_STATUSES, { error: MSG.badRequest }).optional(),
});
export type ReviewPageQuery = z.infer<typeof reviewPageQuery>;

interface ReviewItemBase {
  id: string;
  status: VerificationStatus;
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
  submitter: { id: string; account: string; nickname: string };
}
/** Reviewers see the full citizen ID and the pictures (through user/image). */
export interface PersonalReviewItem extends ReviewItemBase {
  kind: 'personal';
  realName: string;
  citizenId: string;
  idFrontImage: string | null;
  idBackImage: string | null;
}
export interface EnterpriseReviewItem extends ReviewItemBase {
  kind: 'enterprise';
  enterpriseName: string;
  registrationNo: string;
  licenceImage: string | null;
}
export type ReviewItem = PersonalReviewItem | EnterpriseReviewItem;

export const REVIEW_REASON_MAX = 200;
/** PUT review/decide (JSON): only a PENDING submission; `reason` is required for NO. */
export const reviewDecideBody = z
  .object({
    id: z.uuid({ error: MSG.reviewMissing }),
    kind: z.enum(CERTIFICATION_KINDS, { error: MSG.badRequest }),
    decision: z.enum(['PASSED', 'NO'], { error: MSG.badRequest }),
    reason: z.string().trim().max(REVIEW_REASON_MAX, MSG.reviewReasonTooLong).optional(),
  })
  .refine((body) => body.decision === 'PASSED' || !!body.reason, {
    message: MSG.reviewReasonRequired,
    path: ['reason'],
  });
export type ReviewDecideBody = z.infer<typeof reviewDecideBody>;

// ─── Message center ─────────────────────────────────────────────────────────────────────────

/** What caused a message; the list may show an icon per kind. */
export const MESSAGE_KINDS = ['system', 'certification', 'account_created', 'project_shared'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** GET message/page takes pageQuery (pageNo zero-based, pageSize) → Page<MessageSummary>, newest first. */
export const messagePageQuery = pageQuery;
export interface MessageSummary {
  id: string;
  title: string;
  /** The body's beginning, for the list. */
  summary: string;
  read: boolean;
  createdAt: string;
  kind: MessageKind;
}

const messageId = z.uuid({ error: MSG.messageMissing });
/** GET message/body?id: marks the message read; another user's id answers 404 消息不存在或已被删除. */
export const messageBodyQuery = z.object({ id: messageId });
export interface MessageBody {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

/**
 * DELETE message with JSON `{ ids }`: all or nothing; one id that is not the caller's answers
 * 404 and deletes none. Answers the number deleted.
 */
export const messageDeleteBody = z.object({
  ids: z.array(messageId, { error: MSG.messagesChooseFirst }).min(1, MSG.messagesChooseFirst).max(100),
});

// ─── Personal center ────────────────────────────────────────────────────────────────────────

/**
 * GET user/image?path (bearer token): the picture's bytes (image/jpeg or image/png, cached
 * privately per path, which never changes meaning). Avatars: any signed-in user. Certification
 * pictures: their uploader and reviewers. Anything else answers 404 图片不存在.
 */
export const userImageQuery = z.object({
  path: z.string({ error: MSG.imageMissing }).regex(ACCOUNT_IMAGE_PATH, MSG.imageMissing),
});

/** POST user/avatar: multipart, field `file` (jpg/png, ≤ 2 MB) → { imageUrl } (an `avatar/…` path), set at once. */
export interface AvatarResult {
  imageUrl: string;
}

export const NICKNAME_MAX = 20;
/** PUT user/profile (JSON). */
export const profileBody = z.object({
  nickname: z
    .string({ error: MSG.nicknameRequired })
    .trim()
    .min(1, MSG.nicknameRequired)
    .max(NICKNAME_MAX, MSG.nicknameTooLong),
});
export type ProfileBody = z.infer<typeof profileBody>;

/**
 * PUT user/phone (JSON): the SMS code was sent to the NEW number with `GET valid_code`, service
 * change_phoneno (which refuses a registered number); `password` is UPPER(MD5(password)) of the
 * current password. The session stays; the password is unchanged; sign in with the new number.
 */
export const phoneBody = z.object({
  newAccount: phoneField,
  validCode: smsCode,
  password: passwordDigest,
});
export type PhoneBody = z.infer<typeof phoneBody>;

export const LOGIN_METHODS = ['password', 'qrcode'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const LOGIN_RESULTS = ['SUCCESS', 'FAILURE'] as const;
export type LoginResult = (typeof LOGIN_RESULTS)[number];

/** GET user/loginHistory takes pageQuery → Page<LoginRecord>, newest first. */
export const loginHistoryQuery = pageQuery;
export interface LoginRecord {
  at: string;
  address: string | null;
  userAgent: string | null;
  result: LoginResult;
  method: LoginMethod;
}
