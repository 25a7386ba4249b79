// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { selfContainedCss } from './self-contained';

describe('selfContainedCss', () => {
  it('gives every style sheet in order, viewport units in screen units, unreadable addresses as they were', async () => {
    document.head.innerHTML = `
      <style>.rb-screen { --u: calc(100vw / 750); height: 100vh; }</style>
      <style>.rb-icon { mask: url("http://127.0.0.1:9/icons/mic.svg") center; background: url(data:image/png;base64,AAAA); }</style>`;
    const css = await selfContainedCss(document);
    expect(css).toBe(
      '.rb-screen { --u: calc(calc(100 * var(--screen-vw)) / 750); height: calc(100 * var(--screen-vh)); }\n' +
        '.rb-icon { mask: url("http://127.0.0.1:9/icons/mic.svg") center; background: url("data:image/png;base64,AAAA"); }',
    );
  });
});
