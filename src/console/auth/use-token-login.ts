import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignInTicketHolder } from '../../shared/api/uc';
import { ucApi } from '../api/uc-api';
import { establishSession } from '../session/session-actions';
import { takeOwnTicket } from './own-ticket';

export type TokenLogin =
  | { step: 'none' }
  | { step: 'checking' }
  | { step: 'confirm'; holder: SignInTicketHolder; confirm: () => void; cancel: () => void }
  | { step: 'signing-in' };

/**
 * Direct token login (query `t`, accounts spec section 4). `t` is a one-time sign-in ticket, not
 * a session: the account it signs in as is shown and confirmed first, so a link cannot sign a
 * visitor into someone else's account unnoticed. Then: store the session, fetch user info,
 * certification and menus, go home. A spent or expired ticket leaves the plain login form. A
 * ticket this tab asked for itself (own-ticket) is not confirmed again.
 */
export function useTokenLogin(): TokenLogin {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ticket = params.get('t');
  const [state, setState] = useState<TokenLogin>(ticket ? { step: 'checking' } : { step: 'none' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!ticket || started.current === ticket) return;
    started.current = ticket;
    const leave = () => {
      setState({ step: 'none' });
      navigate('/login', { replace: true });
    };
    const confirm = () => {
      setState({ step: 'signing-in' });
      ucApi
        .redeemSignInTicket(ticket)
        .then(({ token }) => establishSession(token))
        .then(() => navigate('/home', { replace: true }), leave);
    };
    if (takeOwnTicket(ticket)) {
      confirm();
      return;
    }
    ucApi
      .signInTicketHolder(ticket)
      .then((holder) => setState({ step: 'confirm', holder, confirm, cancel: leave }), leave);
  }, [ticket, navigate]);

  return state;
}
