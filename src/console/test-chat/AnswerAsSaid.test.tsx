// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerAsSaid } from './AnswerAsSaid';

afterEach(cleanup);

const stored = `我是${'$'}{robotName}，很高兴为您服务！`;

describe('AnswerAsSaid', () => {
  it('shows the answer as the robot says it, the stored text one click away', () => {
    const { container } = render(<AnswerAsSaid text={stored} robotName="小星" />);
    expect(container.textContent).toContain('我是小星，很高兴为您服务！');
    fireEvent.click(screen.getByRole('button', { name: '查看原文' }));
    expect(container.textContent).toContain(stored);
    fireEvent.click(screen.getByRole('button', { name: '按小星说的显示' }));
    expect(container.textContent).toContain('我是小星');
  });

  it('shows the stored text when there is no robot to fill it from', () => {
    const { container } = render(<AnswerAsSaid text={stored} />);
    expect(container.textContent).toBe(stored);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
