import { z } from 'zod';
import { MEDIA_DIALOG_PAGE_SIZE } from '../constants';
import { HOMEPAGE_API } from './homepage';
import type { Page } from './paging';

/**
 * The material library (project-areas spec section 7, base /manager/v1): the project's own
 * pictures and videos, and the stock libraries shipped with the product.
 *
 * page: `resourceType` lists the project's own files of that type; `resourceCategory` lists a
 * stock library; neither is the picture library (图片库): the project's own pictures followed by
 * every stock library, so 搜索所有素材 finds both. `resourceName` filters by name in every case.
 */
export const MATERIAL_API = {
  page: '/manager/v1/homepage/materialLibrary/page', // GET
  bind: '/manager/v1/homepage/materialLibrary/bind', // PUT { resourceUrl, projectId }
  remove: '/manager/v1/homepage/materialLibrary/delete', // DELETE id in body and query
  /** multipart, field `file`; query projectId (duplicate check) and md5 of the chosen file. */
  upload: '/manager/v1/homepage/materialLibrary/upload', // POST
  file: HOMEPAGE_API.file, // GET ?path=<sha256><extension>
} as const;

/** The project's own files: pictures (my pictures) or videos (my videos). */
export const RESOURCE_TYPES = ['image', 'video'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Stock library codes (spec section 3): icon = 1, vector illustration = 2, picture = 3. */
export const RESOURCE_CATEGORY = { icon: 1, illustration: 2, picture: 3 } as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORY)[keyof typeof RESOURCE_CATEGORY];

const projectId = z.string().trim().min(1).max(64);
const id = z.string().trim().min(1).max(64);

export const materialPageQuery = z.object({
  pageNo: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MEDIA_DIALOG_PAGE_SIZE).default(MEDIA_DIALOG_PAGE_SIZE),
  resourceName: z.string().trim().max(50).optional(),
  projectId: projectId.optional(),
  resourceType: z.enum(RESOURCE_TYPES).optional(),
  resourceCategory: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
});
/** What the browser sends to the page call. */
export interface MaterialPageParams {
  pageNo: number;
  pageSize: number;
  resourceName?: string;
  projectId?: string;
  resourceType?: ResourceType;
  resourceCategory?: ResourceCategory;
}

export const materialBindBody = z.object({ resourceUrl: z.string().trim().min(1).max(500), projectId });

export const materialDeleteInput = z.object({ id });

export const materialUploadQuery = z.object({
  projectId: projectId.optional(),
  /** MD5 of the file the person chose (before any recompression), hex. */
  md5: z
    .string()
    .regex(/^[0-9a-f]{32}$/i)
    .transform((value) => value.toLowerCase())
    .optional(),
});

/** A server library record (spec section 3) as the page call lists it. */
export interface MaterialRecord {
  id: string;
  resourceUrl: string;
  resourceName: string;
  /** image or video; stock records are all pictures. */
  resourceType: ResourceType;
  /** Set on stock records, null on the project's own files. */
  resourceCategory: ResourceCategory | null;
  /** The project's own file: it may be deleted. */
  own: boolean;
  /** MD5 of the file as it was chosen, for the browser's duplicate check; null on stock. */
  md5: string | null;
  size: number | null;
}
export type MaterialPage = Page<MaterialRecord>;

export interface UploadAnswer {
  id: string;
  url: string;
}

export interface BindAnswer {
  id: string;
}

/** The served address of a stored file: the file-path endpoint with its path param. */
export const storedFileUrl = (path: string): string =>
  `${MATERIAL_API.file}?path=${encodeURIComponent(path)}`;
