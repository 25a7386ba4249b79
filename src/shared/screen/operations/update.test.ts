import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { findNode } from './find';
import { sampleDocument } from './test-fixtures';
import { updateMergeKey, updateNode } from './update';

const edit = (update: Parameters<typeof updateNode>[1]) =>
  produce(sampleDocument(), (d) => {
    updateNode(d, update);
  });

describe('updateNode', () => {
  it('sets a data field and leaves the rest of the document shared', () => {
    const doc = sampleDocument();
    const next = produce(doc, (d) =>
      updateNode(d, { id: 'card-2', section: 'data', path: ['title'], value: '新标题' }),
    );
    expect(findNode(next, 'card-2')!.node.data.title).toBe('新标题');
    expect(findNode(next, 'card-1')!.node).toBe(findNode(doc, 'card-1')!.node);
    expect(next.pages[1]).toBe(doc.pages[1]);
  });

  it('sets a value deep in a list, creating missing arrays and objects', () => {
    const next = edit({ id: 'card-1', section: 'data', path: ['dataSource', 0, 1, 'title'], value: '导览' });
    expect(findNode(next, 'card-1')!.node.data.dataSource).toEqual([[undefined, { title: '导览' }]]);
  });

  it('sets and removes styles and attrs', () => {
    const styled = edit({ id: 'card-1', section: 'styles', path: ['backgroundColor'], value: '#fff' });
    expect(findNode(styled, 'card-1')!.node.styles).toEqual({ backgroundColor: '#fff' });
    const cleared = produce(styled, (d) =>
      updateNode(d, { id: 'card-1', section: 'styles', path: ['backgroundColor'], value: undefined }),
    );
    expect(findNode(cleared, 'card-1')!.node.styles).toEqual({});
    const attrs = edit({ id: 'card-1', section: 'attrs', path: [], value: { size: 'large' } });
    expect(findNode(attrs, 'card-1')!.node.attrs).toEqual({ size: 'large' });
  });

  it('removes a list entry when the value is undefined', () => {
    const withList = edit({ id: 'hint', section: 'data', path: ['questions'], value: ['甲', '乙', '丙'] });
    const next = produce(withList, (d) =>
      updateNode(d, { id: 'hint', section: 'data', path: ['questions', 1], value: undefined }),
    );
    expect(findNode(next, 'hint')!.node.data.questions).toEqual(['甲', '丙']);
  });

  it('refuses prototype keys and non-object sections', () => {
    expect(() => edit({ id: 'card-1', section: 'data', path: ['__proto__', 'x'], value: 1 })).toThrow(
      '无效的属性路径',
    );
    expect(() => edit({ id: 'card-1', section: 'data', path: [], value: 'x' })).toThrow('属性必须是一个对象');
  });

  it('gives one merge key per field', () => {
    expect(updateMergeKey({ id: 'a', section: 'data', path: ['items', 2, 'text'] })).toBe(
      'update:a:data:items.2.text',
    );
  });
});
