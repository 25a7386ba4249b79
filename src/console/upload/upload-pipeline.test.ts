import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_HEADS } from '../../shared/media/test-support/sample-files';
import { sizeLimits } from '../../shared/media/upload-rules';
import {
  UploadRefused,
  type UploadSettings,
  type UploadSteps,
  uploadThroughPipeline,
} from './upload-pipeline';
import { TaskCancelled } from './worker-task';

const settings: UploadSettings = {
  projectId: 'p1',
  kinds: ['image', 'video'],
  limits: sizeLimits(),
  quality: 0.3,
  knownMd5: new Set(['known']),
};

/** A file whose first bytes are `head`, padded to `size` bytes. */
const fileOf = (name: string, head: Uint8Array, size = head.length) => {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, size));
  return new File([bytes], name);
};

function steps(overrides: Partial<UploadSteps> = {}): UploadSteps {
  return {
    md5: vi.fn(async (_file, onProgress) => {
      onProgress(0.5);
      onProgress(1);
      return 'fresh';
    }),
    recompress: vi.fn(async () => new Blob([new Uint8Array(100_000)], { type: 'image/jpeg' })),
    upload: vi.fn(async (_file, _name, request) => {
      request.onProgress?.(0.5);
      request.onProgress?.(1);
      return { id: 'u1', url: '/manager/v1/homepage/file?path=x.jpg' };
    }),
    bind: vi.fn(async () => ({ id: 'f1' })),
    ...overrides,
  };
}

const run = (
  file: File,
  s: UploadSteps,
  extra: Partial<UploadSettings> = {},
  signal = new AbortController().signal,
) => {
  const progress: number[] = [];
  const result = uploadThroughPipeline(file, { ...settings, ...extra }, s, signal, (p) => progress.push(p));
  return { result, progress };
};

describe('uploadThroughPipeline', () => {
  it('hashes, uploads and binds a small picture unchanged, the circle reaching 100 only when bound', async () => {
    const s = steps();
    const { result, progress } = run(fileOf('logo.png', SAMPLE_HEADS.png), s);
    await expect(result).resolves.toEqual({
      id: 'f1',
      url: '/manager/v1/homepage/file?path=x.jpg',
      kind: 'image',
      md5: 'fresh',
    });
    expect(s.recompress).not.toHaveBeenCalled();
    expect(s.upload).toHaveBeenCalledWith(
      expect.any(File),
      'logo.png',
      expect.objectContaining({ projectId: 'p1', md5: 'fresh' }),
    );
    expect(s.bind).toHaveBeenCalledWith('/manager/v1/homepage/file?path=x.jpg', 'p1');
    expect(progress).toEqual([5, 10, 55, 99, 100]);
  });

  it('recompresses a picture over 512000 bytes and uploads the smaller JPEG', async () => {
    const s = steps();
    await run(fileOf('big.png', SAMPLE_HEADS.png, 600_000), s, { quality: 0.5 }).result;
    expect(s.recompress).toHaveBeenCalledWith(expect.any(File), 0.5, false, expect.anything());
    const [body, name] = vi.mocked(s.upload).mock.calls[0];
    expect(body.size).toBe(100_000);
    expect(name).toBe('big.jpg');
  });

  it('keeps the original when recompressing would not make it smaller', async () => {
    const s = steps({ recompress: vi.fn(async () => new Blob([new Uint8Array(700_000)])) });
    await run(fileOf('flat.jpg', SAMPLE_HEADS.jpeg, 600_000), s).result;
    expect(vi.mocked(s.upload).mock.calls[0][1]).toBe('flat.jpg');
  });

  it.each([
    [
      'a renamed executable',
      fileOf('setup.png', new TextEncoder().encode('MZ\x90\x00 program')),
      '文件类型错误',
    ],
    [
      'an SVG named .jpg',
      fileOf('x.jpg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      '文件类型错误',
    ],
    ['a video over 2 MB', fileOf('clip.mp4', SAMPLE_HEADS.mp4, 2 * 1024 * 1024 + 1), '文件大小超出限制'],
  ])('refuses %s before hashing it', async (_case, file, message) => {
    const s = steps();
    await expect(run(file, s).result).rejects.toEqual(new UploadRefused(message));
    expect(s.md5).not.toHaveBeenCalled();
    expect(s.upload).not.toHaveBeenCalled();
  });

  it('refuses a file the project already holds with 文件已存在', async () => {
    const s = steps({ md5: vi.fn(async () => 'known') });
    await expect(run(fileOf('a.png', SAMPLE_HEADS.png), s).result).rejects.toEqual(
      new UploadRefused('文件已存在'),
    );
    expect(s.upload).not.toHaveBeenCalled();
  });

  it('refuses a picture still too large after recompression', async () => {
    const s = steps({ recompress: vi.fn(async () => new Blob([new Uint8Array(3_000_000)])) });
    await expect(run(fileOf('huge.png', SAMPLE_HEADS.png, 5_000_000), s).result).rejects.toEqual(
      new UploadRefused('文件大小超出限制'),
    );
  });

  it('says 图片解析出错，请重试 when the picture cannot be decoded', async () => {
    const s = steps({ recompress: vi.fn(async () => Promise.reject(new Error('InvalidStateError'))) });
    await expect(run(fileOf('broken.jpg', SAMPLE_HEADS.jpeg, 600_000), s).result).rejects.toEqual(
      new UploadRefused('图片解析出错，请重试'),
    );
  });

  it('stops when cancelled, binding nothing', async () => {
    const controller = new AbortController();
    const s = steps({
      md5: vi.fn(async () => {
        controller.abort();
        throw new TaskCancelled();
      }),
    });
    await expect(
      run(fileOf('a.png', SAMPLE_HEADS.png), s, {}, controller.signal).result,
    ).rejects.toBeInstanceOf(TaskCancelled);
    expect(s.upload).not.toHaveBeenCalled();
    expect(s.bind).not.toHaveBeenCalled();
  });

  it('refuses a kind the dialog does not take', async () => {
    await expect(
      run(fileOf('clip.mp4', SAMPLE_HEADS.mp4), steps(), { kinds: ['image'] }).result,
    ).rejects.toEqual(new UploadRefused('文件类型错误'));
  });
});
