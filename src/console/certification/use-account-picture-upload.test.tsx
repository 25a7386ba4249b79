// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { Upload, type UploadProps } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../shared/messages';
import { registerToasts } from '../app/feedback';
import { useAccountPictureUpload } from './use-account-picture-upload';

type PickedFile = Parameters<NonNullable<UploadProps['beforeUpload']>>[0];
type UploadRequest = Parameters<NonNullable<UploadProps['customRequest']>>;

const fileOf = (name: string, type: string) => new File(['picture'], name, { type }) as PickedFile;

describe('useAccountPictureUpload', () => {
  it('refuses a gif with the spec text and sends nothing', () => {
    const toasts = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
    registerToasts(toasts);
    const send = vi.fn();
    const { result } = renderHook(() => useAccountPictureUpload(send, vi.fn()));
    const gif = fileOf('scan.gif', 'image/gif');
    expect(result.current.uploadProps.beforeUpload?.(gif, [gif])).toBe(Upload.LIST_IGNORE);
    expect(toasts.error).toHaveBeenCalledWith(MSG.certificationImageType, expect.any(Number));
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a png, is busy meanwhile, and hands over the stored path', async () => {
    let answer: (path: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const uploaded = vi.fn();
    const { result } = renderHook(() => useAccountPictureUpload(send, uploaded));
    const png = fileOf('front.png', 'image/png');
    expect(result.current.uploadProps.beforeUpload?.(png, [png])).toBe(true);
    const onSuccess = vi.fn();
    act(() => {
      result.current.uploadProps.customRequest?.(
        ...([{ file: png, onSuccess }, { defaultRequest: vi.fn() }] as unknown as UploadRequest),
      );
    });
    expect(result.current).toMatchObject({ uploading: true, uploadProps: { disabled: true } });
    await act(async () => answer('certification/abc.png'));
    expect(send).toHaveBeenCalledWith(png);
    expect(uploaded).toHaveBeenCalledWith('certification/abc.png');
    expect(onSuccess).toHaveBeenCalledWith('certification/abc.png');
    expect(result.current.uploading).toBe(false);
  });
});
