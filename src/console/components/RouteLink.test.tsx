// @vitest-environment jsdom
import './test-support/jsdom-browser';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteLink } from './RouteLink';

afterEach(cleanup);

describe('RouteLink', () => {
  it('shows the route name, points to its path and navigates there', async () => {
    render(
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<RouteLink name="消息中心" path="/home/message-center" />} />
          <Route path="/home/message-center" element={<h1>消息列表</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: '消息中心' });
    expect(link).toHaveAttribute('href', '/home/message-center');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: '消息列表' })).toBeInTheDocument();
  });
});
