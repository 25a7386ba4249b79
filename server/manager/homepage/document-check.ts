import { MSG } from '../../../src/shared/messages';
import {
  DEFAULT_LOGO_URL,
  DEFAULT_PAGE_INTERVAL_S,
  DEFAULT_WAKE_WORD,
  MAX_DOCUMENT_BYTES,
  SCREEN_SIZE_PRESETS,
} from '../../../src/shared/screen/constants';
import { defaultControls } from '../../../src/shared/screen/controls';
import {
  SCREEN_DOCUMENT_SCHEMA_VERSION,
  type ScreenDocument,
  type ScreenPage,
} from '../../../src/shared/screen/document';
import { type Orientation, orientationOf } from '../../../src/shared/screen/orientation';
import { parseScreenDocument } from '../../../src/shared/screen/parse-document';
import { SCREEN_MSG } from '../../../src/shared/screen/problem-messages';
import { tagDefinition } from '../../../src/shared/screen/tags/registry';
import type { ScreenProblem } from '../../../src/shared/screen/validate';
import { ApiError, badRequest } from '../../http/api-error';
import { RefusalWithData } from '../refusal';

const MEGABYTE = 1024 * 1024;

/** Room for a whole document plus the rest of a save (name, a thumbnail): the calls' body limit. */
export const DOCUMENT_BODY_LIMIT_BYTES = MAX_DOCUMENT_BYTES + MEGABYTE;

/**
 * The document of a save, or a refusal naming its first problem. Only structural problems refuse
 * a save (validateDocument's `blocksSave`: unknown tags, misplaced elements, duplicate ids,
 * broken media references, external references in styles, size and depth limits); a draft may
 * still have empty required texts or no main page, which only refuse a release.
 * Oversize is 413, the rest 400; `data` lists the refusing problems for the editor.
 */
export function checkDocumentForSave(input: unknown): ScreenDocument {
  const bytes = Buffer.byteLength(JSON.stringify(input) ?? '');
  if (bytes > MAX_DOCUMENT_BYTES) throw new ApiError(413, SCREEN_MSG.tooLarge(MAX_DOCUMENT_BYTES / MEGABYTE));
  const { document, problems } = parseScreenDocument(input, bytes);
  const refusing = problems.filter((problem) => problem.blocksSave);
  if (!document || refusing.length > 0) {
    throw new RefusalWithData<ScreenProblem[]>(
      400,
      MSG.homepageDocumentProblems(refusing[0].message, refusing.length),
      refusing,
    );
  }
  return document;
}

/** A page for 我的页面, checked as the only page of a document in its orientation. */
export function checkPageForSave(input: unknown, orientation: Orientation): ScreenPage {
  const [page] = checkDocumentForSave({
    schemaVersion: SCREEN_DOCUMENT_SCHEMA_VERSION,
    global: {
      screenSize: SCREEN_SIZE_PRESETS.find((size) => orientationOf(size) === orientation),
      pageInterval: DEFAULT_PAGE_INTERVAL_S,
      logoUrl: DEFAULT_LOGO_URL,
      wakeWord: DEFAULT_WAKE_WORD,
    },
    pages: [input],
    controls: defaultControls(),
  }).pages;
  const designedFor = tagDefinition(page.ast.tag)?.orientation;
  if (designedFor !== undefined && designedFor !== orientation)
    throw badRequest(MSG.myPageOrientationMismatch);
  return page;
}
