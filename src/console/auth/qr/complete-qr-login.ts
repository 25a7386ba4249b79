import type { NavigateFunction } from 'react-router-dom';
import { MSG } from '../../../shared/messages';
import { ucApi } from '../../api/uc-api';
import { feedback } from '../../app/feedback';
import { flashAfterReload } from '../../app/flash';
import { establishSession } from '../../session/session-actions';
import { followDestination } from '../follow-destination';
import { rememberOwnTicket } from '../own-ticket';
import { returnAddresses } from '../return-address';
import { qrReturnDestination, tokenLoginAddress } from './qr-destination';

/**
 * Finishes a QR login or a phone binding (accounts spec section 4). With a return address: the
 * session is set up here and handed to the address. Without: the route is replaced by the
 * login path with a one-time sign-in ticket as the token query and the page reloads, where the
 * token login completes once the person confirms the account.
 */
export async function completeQrLogin(token: string, from: string | null, navigate: NavigateFunction) {
  if (!from) {
    const { ticket } = await ucApi.signInTicket(token);
    rememberOwnTicket(ticket);
    flashAfterReload(MSG.loginOk);
    window.location.replace(tokenLoginAddress(ticket));
    return;
  }
  const userInfo = await establishSession(token);
  feedback.success(MSG.loginOk);
  const origin = window.location.origin;
  followDestination(qrReturnDestination(from, token, userInfo, returnAddresses(origin), origin), navigate);
}
