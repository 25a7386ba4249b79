import { describe, expect, it } from 'vitest';
import { createStartingDocument } from '../../shared/screen/templates/starting-document';
import { validateDocument } from '../../shared/screen/validate';
import { groupProblems, problemTarget } from './problem-groups';

function documentWithProblems() {
  const doc = createStartingDocument({
    screenSize: { width: 1080, height: 1920 },
    templateId: 'exhibition-vmain-page-1',
  });
  doc.global.wakeWord = ' ';
  doc.pages[1].name = '';
  return doc;
}

describe('groupProblems', () => {
  it('puts global problems first and then each page’s, in page order, named as the designer sees them', () => {
    const doc = documentWithProblems();
    const groups = groupProblems(doc, validateDocument(doc));
    expect(groups.map((group) => group.title)).toEqual(['全局设置', '唤醒页']);
    expect(groups[0].problems.map((problem) => problem.message)).toEqual(['唤醒词不能为空']);
    expect(groups[0].problems[0].target).toEqual({ kind: 'globalSetting' });
    expect(groups[1].problems[0]).toMatchObject({
      message: '页面名称不能为空',
      target: { kind: 'editor', pageId: doc.pages[1].id, nodeId: null },
    });
  });

  it('finds nothing to group in a fresh configuration', () => {
    const doc = createStartingDocument({
      screenSize: { width: 1920, height: 1080 },
      templateId: 'party-hmain-page-2',
    });
    expect(groupProblems(doc, validateDocument(doc))).toEqual([]);
  });

  it('sends element problems to the editor at their page and element', () => {
    expect(
      problemTarget({
        pageId: 'p1',
        nodeId: 'n7',
        field: 'data.title',
        message: '标题不能为空',
        blocksSave: false,
      }),
    ).toEqual({ kind: 'editor', pageId: 'p1', nodeId: 'n7' });
  });
});
