import { ApiFailure } from '../../console/api/answer';
import { HOMEPAGE_CALL, http } from '../../console/api/http';
import {
  HOMEPAGE_API,
  type HomepageConflict,
  type HomepageDetail,
  type HomepageSaved,
  type HomepageSummary,
} from '../../shared/api/homepage';
import type { ScreenDocument } from '../../shared/screen/document';

/** The homepage calls the editor makes, through the console's request layer (60 s timeout). */
export interface SaveRequest {
  id: string;
  version: number;
  name: string;
  document: ScreenDocument;
  thumbnail?: string;
}

export interface HomepageClient {
  /** Saves; a stale version rejects with a ConflictError (no toast: the editor shows both versions). */
  edit(request: SaveRequest): Promise<HomepageSaved>;
  detail(id: string): Promise<HomepageDetail>;
  copy(id: string, name: string): Promise<HomepageSummary>;
}

/** Someone else saved since this draft's version; `theirs` is what the server holds (if sent). */
export class ConflictError extends Error {
  constructor(readonly theirs: HomepageConflict | null) {
    super('conflict');
    this.name = 'ConflictError';
  }
}

/** The server refuses this save whatever is sent (403: no right to edit; 404: it is gone). */
export class RefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RefusedError';
  }
}

const REFUSING_STATUSES = new Set([403, 404]);

function isConflictState(data: unknown): data is HomepageConflict {
  const candidate = data as Partial<HomepageConflict> | null | undefined;
  return (
    typeof candidate?.version === 'number' &&
    typeof candidate.document === 'object' &&
    candidate.document !== null
  );
}

export const HTTP_CONFLICT = 409;

export const homepageClient: HomepageClient = {
  async edit(request) {
    try {
      return await http.post<HomepageSaved>(HOMEPAGE_API.edit, request, { ...HOMEPAGE_CALL, quiet: true });
    } catch (error) {
      if (error instanceof ApiFailure && error.httpStatus === HTTP_CONFLICT) {
        throw new ConflictError(isConflictState(error.data) ? error.data : null);
      }
      if (error instanceof ApiFailure && REFUSING_STATUSES.has(error.httpStatus ?? 0)) {
        throw new RefusedError(error.message);
      }
      throw error;
    }
  },
  detail: (id) => http.get<HomepageDetail>(HOMEPAGE_API.detail, { id }, HOMEPAGE_CALL),
  copy: (id, name) => http.put<HomepageSummary>(HOMEPAGE_API.copy, { id, name }, HOMEPAGE_CALL),
};
