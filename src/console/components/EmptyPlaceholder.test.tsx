// @vitest-environment jsdom
import './test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../shared/messages';
import { EmptyPlaceholder } from './EmptyPlaceholder';

afterEach(cleanup);

describe('EmptyPlaceholder', () => {
  it('says the robot planet is empty, 500 px high, by default', () => {
    render(<EmptyPlaceholder />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MSG.emptyRobotPlanet);
    expect(status).toHaveStyle({ height: '500px' });
  });

  it('says 暂无相关结果 in its no-result variant', () => {
    render(<EmptyPlaceholder variant="noResult" />);
    expect(screen.getByRole('status')).toHaveTextContent('暂无相关结果');
  });

  it('takes a custom text, height and actions', () => {
    render(
      <EmptyPlaceholder text="还没有项目" height={240} size="small">
        <button type="button">新建项目</button>
      </EmptyPlaceholder>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('还没有项目');
    expect(status).toHaveStyle({ height: '240px' });
    expect(screen.getByRole('button', { name: '新建项目' })).toBeInTheDocument();
  });

  it('draws a smaller illustration in the small size', () => {
    const { container, rerender } = render(<EmptyPlaceholder />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '200');
    rerender(<EmptyPlaceholder size="small" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '120');
  });
});
