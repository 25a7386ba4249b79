import { DEFAULT_PAGE_INTERVAL_S, DEFAULT_WAKE_WORD } from '../constants';
import { defaultControls } from '../controls';
import { SCREEN_DOCUMENT_SCHEMA_VERSION, type ScreenDocument } from '../document';
import { type IdFactory, createId as randomId } from '../ids';
import { ORIENTATION_NAMES, orientationOf, type ScreenSize } from '../orientation';
import { logo } from '../stock-material';
import { pageFromTemplate } from './instantiate';
import { CATEGORY_CONTENT, findTemplates, templateById } from './library';
import type { ScreenTemplate } from './template';

/** The template does not exist or does not fit the screen. */
export class UnknownTemplateError extends Error {}

/**
 * The document of a new configuration: a main page and a wake-up page in the screen's
 * orientation, from the chosen template and its category. A main-page template gives the main
 * page; any other template (sleep, navigation, patrol) is added after the category's first main
 * page of that orientation and its sleep page.
 */
export function createStartingDocument(
  { screenSize, templateId }: { screenSize: ScreenSize; templateId: string },
  createId: IdFactory = randomId,
): ScreenDocument {
  const chosen = templateById(templateId);
  if (!chosen) throw new UnknownTemplateError(`模板不存在：${templateId}`);
  const orientation = orientationOf(screenSize);
  if (chosen.pageType === 'MAIN' && chosen.orientation !== orientation) {
    throw new UnknownTemplateError(
      `「${chosen.name}」是${ORIENTATION_NAMES[chosen.orientation]}模板，与屏幕方向不一致`,
    );
  }
  const sameKind = (filter: Parameters<typeof findTemplates>[0]) =>
    findTemplates({ category: chosen.category, orientation, ...filter })[0];
  const main: ScreenTemplate = chosen.pageType === 'MAIN' ? chosen : sameKind({ pageType: 'MAIN' });
  const sleep: ScreenTemplate = chosen.pageType === 'SLEEP' ? chosen : sameKind({ pageType: 'SLEEP' });
  const pages = [pageFromTemplate(main, createId, '主页'), pageFromTemplate(sleep, createId, '唤醒页')];
  if (chosen.pageType === 'NAVIGATION') pages.push(pageFromTemplate(chosen, createId, '导航页'));
  if (chosen.pageType === 'PATROL') pages.push(pageFromTemplate(chosen, createId, '巡逻页'));
  return {
    schemaVersion: SCREEN_DOCUMENT_SCHEMA_VERSION,
    global: {
      screenSize: { width: screenSize.width, height: screenSize.height },
      pageInterval: DEFAULT_PAGE_INTERVAL_S,
      logoUrl: logo(CATEGORY_CONTENT[chosen.category].logo),
      wakeWord: DEFAULT_WAKE_WORD,
    },
    pages,
    controls: defaultControls(),
  };
}
