import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { defaultControls } from './controls';
import type { ScreenDocument } from './document';
import { createSequentialIds } from './ids';
import type { ScreenNode } from './node';
import { createNode } from './tags/registry';
import { validateDocument } from './validate';

function validDocument(): ScreenDocument {
  const id = createSequentialIds();
  const main = createNode('vmain-page-1', id);
  const content = createNode('rb-page', id);
  content.children = [createNode('rb-feature-list', id), createNode('rb-image-text-card', id)];
  main.children = [
    createNode('rb-awake', id),
    createNode('rb-question-hint', id),
    content,
    createNode('rb-logo', id),
  ];
  const sleep = createNode('rb-sleep-hoc', id);
  sleep.children = [createNode('rb-awake', id)];
  return {
    schemaVersion: 1,
    global: {
      screenSize: { width: 1080, height: 1920 },
      pageInterval: 30,
      logoUrl: '/robot-ui/logo/logo-robot.svg',
      wakeWord: '小智小智',
    },
    pages: [
      { id: 'main', name: '主页', type: 'MAIN', ast: main },
      { id: 'sleep', name: '唤醒页', type: 'SLEEP', ast: sleep },
    ],
    controls: defaultControls(),
  };
}

const contentOf = (doc: ScreenDocument) => doc.pages[0].ast.children[2];

describe('validateDocument', () => {
  it('finds nothing wrong with sample content', () => {
    expect(validateDocument(validDocument())).toEqual([]);
  });

  it('reports an empty required text where it is, in Chinese, without blocking a save', () => {
    const doc = produce(validDocument(), (d) => {
      contentOf(d).children[1].data.title = '  ';
    });
    expect(validateDocument(doc)).toEqual([
      {
        pageId: 'main',
        nodeId: contentOf(doc).children[1].id,
        field: 'data.title',
        message: '图文卡片：标题不能为空',
        blocksSave: false,
      },
    ]);
  });

  it('reports broken media references (neither http(s) nor a served path) as blocking', () => {
    const doc = produce(validDocument(), (d) => {
      (contentOf(d).children[1].data.images as string[])[1] = 'C:\\照片\\馆.jpg';
      d.global.logoUrl = 'file:///logo.png';
    });
    const problems = validateDocument(doc);
    expect(problems).toContainEqual({
      pageId: 'main',
      nodeId: contentOf(doc).children[1].id,
      field: 'data.images.1',
      message: '图文卡片：图片地址无效，请从素材库重新选择',
      blocksSave: true,
    });
    expect(problems).toContainEqual(expect.objectContaining({ field: 'global.logoUrl', blocksSave: true }));
  });

  it('names unknown tags with the spec wording: hoc for a page, hoc class inside', () => {
    const doc = produce(validDocument(), (d) => {
      d.pages[1].ast.tag = 'rb-sleep-hoc-9';
      contentOf(d).children.push({
        id: 'x',
        tag: 'rb-hologram',
        attrs: {},
        styles: {},
        data: {},
        children: [],
      });
    });
    const messages = validateDocument(doc).map((problem) => problem.message);
    expect(messages).toContain('页面模板「rb-sleep-hoc-9」不存在（Cannot find hoc）');
    expect(messages).toContain('组件「rb-hologram」不存在（Cannot find hoc class）');
  });

  it('reports misplaced elements, wrong page types, repeated ids and style references', () => {
    const doc = produce(validDocument(), (d) => {
      d.pages[1].type = 'PATROL';
      d.pages[1].ast.children.push(createNode('rb-feature-card', () => 'card'));
      contentOf(d).children.push(createNode('rb-feature-card', () => 'card'));
      contentOf(d).styles = { background: 'url(https://x.test/a.png)' };
    });
    const messages = validateDocument(doc).map((problem) => problem.message);
    expect(messages).toContain('「唤醒页」的页面类型与「待机唤醒页」不符');
    expect(messages).toContain('「待机唤醒页」里不能放置「功能卡片」');
    expect(messages).toContain('元素编号重复：card');
    expect(messages).toContain('样式中不能引用外部资源，请使用图片字段');
  });

  it('refuses trees deeper than 20 levels and documents over 2 MB', () => {
    const deep = produce(validDocument(), (d) => {
      let parent: ScreenNode = contentOf(d);
      for (let level = 0; level < 25; level += 1) {
        const child: ScreenNode = {
          id: `deep-${level}`,
          tag: 'rb-page',
          attrs: {},
          styles: {},
          data: {},
          children: [],
        };
        parent.children.push(child);
        parent = child;
      }
    });
    expect(validateDocument(deep).map((p) => p.message)).toContain('页面层级过深（超过 20 层），请减少嵌套');
    const large = produce(validDocument(), (d) => {
      contentOf(d).children[0].data.note = '字'.repeat(800_000);
    });
    expect(validateDocument(large)[0]).toMatchObject({
      message: '页面配置过大（超过 2 MB），请减少页面、模块或内容',
      blocksSave: true,
    });
  });

  it('asks for a main page, page names and a wake word', () => {
    const doc = produce(validDocument(), (d) => {
      d.pages[0].type = 'NAVIGATION';
      d.pages[1].name = '';
      d.global.wakeWord = '';
    });
    const messages = validateDocument(doc).map((problem) => problem.message);
    expect(messages).toEqual(
      expect.arrayContaining(['至少需要一个主页', '页面名称不能为空', '唤醒词不能为空']),
    );
  });

  it('validates a 1,000-module page completely', () => {
    const doc = produce(validDocument(), (d) => {
      for (let i = 0; i < 1000; i += 1)
        contentOf(d).children.push(createNode('rb-feature-card', () => `bulk-${i}`));
      contentOf(d).children[999].data.title = '';
    });
    expect(validateDocument(doc)).toHaveLength(1);
  });
});
