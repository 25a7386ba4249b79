import { describe, expect, it } from 'vitest';
import { defaultControls } from './controls';
import { parseScreenDocument } from './parse-document';

const minimal = () => ({
  schemaVersion: 1,
  global: { screenSize: { width: 1920, height: 1080 }, pageInterval: 30, logoUrl: '', wakeWord: '小智小智' },
  pages: [
    {
      id: 'main',
      name: '主页',
      type: 'MAIN',
      ast: {
        id: 'root',
        tag: 'hmain-page-1',
        attrs: { theme: 'party' },
        styles: {},
        data: { showClock: true },
        children: [],
      },
    },
  ],
  controls: defaultControls(),
});

describe('parseScreenDocument', () => {
  it('reads a well-formed document and validates it', () => {
    const parsed = parseScreenDocument(minimal());
    expect(parsed.document?.pages[0].ast.tag).toBe('hmain-page-1');
    expect(parsed.problems).toEqual([]);
  });

  it('refuses a malformed document with a Chinese message and the field', () => {
    const input = { ...minimal(), pages: [{ id: 'main', name: '主页', type: 'HOME', ast: {} }] };
    const parsed = parseScreenDocument(input);
    expect(parsed.document).toBeNull();
    expect(parsed.problems[0].message).toMatch(/^页面配置格式错误：/);
    expect(parsed.problems[0].field).toBe('pages.0.type');
  });

  it('refuses oversize bodies and hostile depth before parsing', () => {
    expect(parseScreenDocument(minimal(), 3 * 1024 * 1024).problems[0].message).toBe(
      '页面配置过大（超过 2 MB），请减少页面、模块或内容',
    );
    let ast: Record<string, unknown> = {
      id: 'leaf',
      tag: 'rb-page',
      attrs: {},
      styles: {},
      data: {},
      children: [],
    };
    for (let level = 0; level < 5000; level += 1) {
      ast = { id: `n${level}`, tag: 'rb-page', attrs: {}, styles: {}, data: {}, children: [ast] };
    }
    const input = { ...minimal(), pages: [{ id: 'main', name: '主页', type: 'MAIN', ast }] };
    expect(parseScreenDocument(input, 1000).problems[0].message).toBe(
      '页面层级过深（超过 20 层），请减少嵌套',
    );
  });
});
