// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Media } from './Media';

afterEach(cleanup);

describe('Media', () => {
  it('says 您的浏览器不支持视频播放，请更换浏览器 inside a video, for browsers that cannot play it', () => {
    const { container } = render(<Media src="/manager/v1/homepage/file?path=clip.mp4" />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/manager/v1/homepage/file?path=clip.mp4');
    expect(video?.textContent).toBe('您的浏览器不支持视频播放，请更换浏览器');
  });

  it('shows a picture as an image', () => {
    const { container } = render(<Media src="/stock/pictures/hall.jpg" alt="展厅" />);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('展厅');
    expect(container.querySelector('video')).toBeNull();
  });
});
