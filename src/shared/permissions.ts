/** Menu permission codes (spec section 6). */
export const MENU_CODES = [
  'PROJECT',
  'OVERVIEW',
  'QA',
  'KG',
  'KG_BASE',
  'KG_TEMPLATE',
  'SKILL_MANAGEMENT',
  'SKILL',
  'INTENT',
  'DICT',
  'ACTION',
  'FACE_GROUP',
  'BUTTOM',
  'MONITOR',
  'OPERATION',
  'QA_MARK',
  'QA_ANALYZE',
  'VISIT_RECORD',
  'TENANT_MANAGEMENT',
  'ACCOUNT',
  'ROLE',
  'SHOP_SKILL',
  'REMOTE_CONTROL',
  'DEVICE_RELATED',
  'DEVICE',
  'PRONOUNCE',
] as const;
export type MenuCode = (typeof MENU_CODES)[number];

/** What a person acting in the personal role may open: everything but enterprise administration. */
export const PERSONAL_MENU_CODES: MenuCode[] = MENU_CODES.filter(
  (code) => !['TENANT_MANAGEMENT', 'ACCOUNT', 'ROLE'].includes(code),
);

export const RESOURCE_TYPES = [
  'PROJECT',
  'QA',
  'KG_BASE',
  'SKILL',
  'INTENT',
  'DICT',
  'ACTION',
  'FACE_GROUP',
  'BUTTOM',
  'PRONOUNCE',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const BATCH_OPERATIONS = ['NEW', 'BATCH_TAG', 'BATCH_SHARE'] as const;
export type BatchOperation = (typeof BATCH_OPERATIONS)[number];

export const RESOURCE_FLAGS = [
  'createAuth',
  'editAuth',
  'accessAuth',
  'deleteAuth',
  'enableAuth',
  'shareAuth',
  'batchTagAuth',
  'batchShareAuth',
] as const;
export type ResourceFlag = (typeof RESOURCE_FLAGS)[number];
export type ResourcePermissions = Record<ResourceFlag, boolean>;

export const VERIFICATION_STATUSES = ['PENDING', 'PASSED', 'NO'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
