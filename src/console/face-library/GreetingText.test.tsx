// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GREETING_NAME } from '../../shared/api/face-groups';
import { GreetingText } from './GreetingText';

afterEach(cleanup);

describe('GreetingText', () => {
  it('marks where the robot says the person’s name instead of showing the placeholder', () => {
    const { container } = render(
      <GreetingText greeting={`${GREETING_NAME}，欢迎再次光临，${GREETING_NAME}`} />,
    );
    expect(container.textContent).toBe('姓名，欢迎再次光临，姓名');
    expect(container.querySelectorAll('.ant-tag')).toHaveLength(2);
  });

  it('shows a greeting without the name as it is', () => {
    const { container } = render(<GreetingText greeting="欢迎光临" />);
    expect(container.textContent).toBe('欢迎光临');
  });
});
