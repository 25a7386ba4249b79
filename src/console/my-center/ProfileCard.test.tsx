// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '../session/session-store';
import { ProfileCard } from './ProfileCard';

afterEach(cleanup);

describe('ProfileCard', () => {
  it('shows the user’s facts and no developer material (no 组件库 card, no link to the component gallery)', () => {
    useSession.setState({
      isLogin: true,
      userInfo: {
        id: 'u1',
        account: '13800000001',
        nickname: '演示管理员',
        imageUrl: null,
        tenantId: 't1',
        tenantName: '演示企业',
        loginTimes: 3,
      },
    });
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProfileCard />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('profile-nickname')).toHaveTextContent('演示管理员');
    expect(screen.getByText('演示企业')).toBeInTheDocument();
    expect(screen.queryByText('组件库')).not.toBeInTheDocument();
    expect(container.querySelector('a[href*="/dev/"]')).toBeNull();
  });
});
