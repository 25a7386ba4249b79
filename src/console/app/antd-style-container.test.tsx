// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { render } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './AppProviders';

describe('antd’s style container', () => {
  it('holds antd’s generated styles at the top of <head>, before the app’s own style sheets', () => {
    const ownSheet = document.createElement('style');
    document.head.append(ownSheet);
    render(
      <AppProviders>
        <Button>保存</Button>
      </AppProviders>,
    );
    const container = document.head.firstElementChild;
    expect(container?.tagName).toBe('ANTD-STYLES');
    expect(container?.querySelectorAll('style').length).toBeGreaterThan(0);
    expect([...document.head.children].filter((child) => child.tagName === 'STYLE')).toEqual([ownSheet]);
  });
});
