import { describe, expect, it } from 'vitest';
import { isServableMediaUrl } from './media-url';

describe('isServableMediaUrl', () => {
  it('accepts http(s) addresses, stock material, served files and the empty value', () => {
    expect(isServableMediaUrl('https://cdn.example.com/a.png')).toBe(true);
    expect(isServableMediaUrl('http://10.0.0.2:8080/v.mp4')).toBe(true);
    expect(isServableMediaUrl('/robot-ui/pictures/hall.svg')).toBe(true);
    expect(isServableMediaUrl('/stock/icons/home.svg')).toBe(true);
    expect(isServableMediaUrl('/manager/v1/homepage/file/2024/05/abc.png')).toBe(true);
    expect(isServableMediaUrl('/manager/v1/homepage/file?path=2024/05/abc.png')).toBe(true);
    expect(isServableMediaUrl('')).toBe(true);
  });

  it('refuses local files, scripts, blobs, other paths and traversal', () => {
    expect(isServableMediaUrl('C:\\Users\\me\\a.png')).toBe(false);
    expect(isServableMediaUrl('file:///tmp/a.png')).toBe(false);
    expect(isServableMediaUrl('javascript:alert(1)')).toBe(false);
    expect(isServableMediaUrl('blob:http://localhost/123')).toBe(false);
    expect(isServableMediaUrl('/etc/passwd')).toBe(false);
    expect(isServableMediaUrl('/robot-ui/../server/key')).toBe(false);
    expect(isServableMediaUrl('/stock/../server/key')).toBe(false);
    expect(isServableMediaUrl('a.png')).toBe(false);
  });
});
