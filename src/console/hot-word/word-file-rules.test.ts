import { describe, expect, it } from 'vitest';
import { fileSizeText, wordFileProblem } from './word-file-rules';

describe('word file rules', () => {
  it('refuses other types, empty and too large files with the spec’s messages', () => {
    expect(wordFileProblem({ name: '展馆.TXT', size: 20 })).toBeNull();
    expect(wordFileProblem({ name: '展馆.docx', size: 20 })).toBe('文件类型错误');
    expect(wordFileProblem({ name: '空.txt', size: 0 })).toBe('文件类型错误');
    expect(wordFileProblem({ name: '大.txt', size: 2 * 1024 * 1024 + 1 })).toBe('文件大小超出限制');
  });

  it('reads sizes the way people do', () => {
    expect([fileSizeText(340), fileSizeText(1536), fileSizeText(3 * 1024 * 1024)]).toEqual([
      '340 B',
      '1.5 KB',
      '3.00 MB',
    ]);
  });
});
