// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UC } from '../../shared/api/uc-paths';
import { passwordHash } from '../../shared/login-secret';
import { MSG } from '../../shared/messages';
import { type SeenRequest, stubFetch } from '../api/test-support/stub-fetch';
import { registerToasts } from '../app/feedback';
import { useSession } from '../session/session-store';
import { confirmPassword, PasswordConfirmDialog } from './PasswordConfirmDialog';

const CORRECT = 'demo1234';
let asked: SeenRequest[] = [];
const toasts: string[] = [];

/** The server's checkPwd: accepts UPPER(MD5('demo1234')), refuses anything else with 密码错误. */
function checkPwdServer(request: SeenRequest) {
  const accepted = request.url.searchParams.get('password') === passwordHash(CORRECT);
  return accepted
    ? { body: { status: 0, message: 'success', data: true } }
    : { status: 400, body: { status: -1, message: MSG.passwordWrong, data: null } };
}

beforeEach(() => {
  toasts.length = 0;
  const record = (text: unknown) => {
    toasts.push(String(text));
    return undefined as never;
  };
  registerToasts({ success: record, error: record, warning: record, info: record });
  useSession.getState().saveToken('tok');
  asked = stubFetch(checkPwdServer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PasswordConfirmDialog', () => {
  it('is the spec’s dialog: 570 px wide, titled 密码验证, and asks for a password before anything else', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    render(<PasswordConfirmDialog open onConfirmed={onConfirmed} onCancel={() => {}} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.passwordDialogTitle);
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '570px' });

    await user.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(
      await screen.findByText(MSG.passwordRequired, { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the field, without a toast, and confirms a right password', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    render(<PasswordConfirmDialog open onConfirmed={onConfirmed} onCancel={() => {}} />);
    const field = screen.getByPlaceholderText(MSG.passwordRequired);

    await user.type(field, 'wrong-one');
    await user.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText(MSG.passwordWrong)).toBeInTheDocument();
    expect(toasts).toEqual([]);
    expect(onConfirmed).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, CORRECT);
    await user.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
    const last = asked.at(-1)!;
    expect(last.url.pathname).toBe(UC.checkPwd);
    expect([...last.url.searchParams]).toEqual([['password', passwordHash(CORRECT)]]);
    expect(last.url.searchParams.get('password')).toMatch(/^[0-9A-F]{32}$/);
  });
});

/** jsdom runs no CSS animations: end the dialog's closing ones by hand. */
function finishClosingMotions() {
  for (const element of document.querySelectorAll('[class*="-leave-active"]')) {
    for (const name of ['animationend', 'webkitAnimationEnd', 'transitionend', 'webkitTransitionEnd']) {
      fireEvent(element, new Event(name, { bubbles: true }));
    }
  }
}

describe('confirmPassword', () => {
  afterEach(finishClosingMotions);

  it('resolves true once the server accepts the password, with the given title', async () => {
    const user = userEvent.setup();
    const answer = confirmPassword({ title: '删除项目', description: '删除后无法恢复' });
    const dialog = await screen.findByRole('dialog', { name: '删除项目' });
    expect(dialog).toHaveTextContent('删除后无法恢复');
    await user.type(within(dialog).getByPlaceholderText(MSG.passwordRequired), CORRECT);
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await expect(answer).resolves.toBe(true);
    // Closed, it leaves nothing behind in the page.
    await waitFor(() => {
      finishClosingMotions();
      expect(document.querySelector('.ant-modal-root')).toBeNull();
    });
  });

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    const answer = confirmPassword();
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.passwordDialogTitle);
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await expect(answer).resolves.toBe(false);
    expect(asked).toHaveLength(0);
  });
});
