import { MSG } from '../../../src/shared/messages';
import type { ScreenDocument } from '../../../src/shared/screen/document';
import { orientationOf, type ScreenSize } from '../../../src/shared/screen/orientation';
import { findTemplates } from '../../../src/shared/screen/templates/library';
import {
  createStartingDocument,
  UnknownTemplateError,
} from '../../../src/shared/screen/templates/starting-document';
import { badRequest } from '../../http/api-error';

/**
 * The document of a new configuration, from the chosen template, or without one from the first
 * selectable main-page template of the screen's orientation. An unknown template, or one made
 * for the other orientation, is a 400 with the template library's own explanation.
 */
export function startingDocument(screenSize: ScreenSize, templateId: string | undefined): ScreenDocument {
  const chosen =
    templateId ??
    findTemplates({ pageType: 'MAIN', orientation: orientationOf(screenSize) }).find(
      (template) => template.selectable,
    )?.id;
  try {
    if (chosen === undefined) throw new UnknownTemplateError();
    return createStartingDocument({ screenSize, templateId: chosen });
  } catch (error) {
    if (error instanceof UnknownTemplateError) throw badRequest(error.message || MSG.templateMissing);
    throw error;
  }
}
