import { createId, type IdFactory } from '../../shared/screen/ids';
import { applyTemplate } from '../../shared/screen/templates/instantiate';
import type { ScreenTemplate } from '../../shared/screen/templates/template';
import { templateUse } from '../queries/template-use';
import type { EditorStore } from '../store/editor-store';

/** Applies a template as one undoable step and shows the page it landed on. */
export function applyTemplateIn(
  store: EditorStore,
  template: ScreenTemplate,
  ids: IdFactory = createId,
): void {
  const { doc, pageId } = store.getState();
  const use = templateUse(doc, pageId, template);
  let shownPageId = '';
  const applied = store.commands.edit(use.kind === 'replace' ? '替换页面模版' : '添加页面', (draft) => {
    shownPageId = applyTemplate(draft, template, ids, use.kind === 'replace' ? use.pageId : undefined);
  });
  if (!applied) return;
  store.commands.setPage(shownPageId);
  store.commands.select([]);
}
