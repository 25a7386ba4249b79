import type { NavigateFunction } from 'react-router-dom';
import { MSG } from '../../../shared/messages';
import { feedback } from '../../app/feedback';
import { flashAfterReload } from '../../app/flash';
import { establishSession } from '../../session/session-actions';
import { followDestination } from '../follow-destination';
import { returnAddresses } from '../return-address';
import { qrReturnDestination, tokenLoginAddress } from './qr-destination';

/**
 * Finishes a QR login or a phone binding (accounts spec section 4). With a return address: the
 * session is set up here and handed to the address. Without: the route is replaced by the
 * login path with the token query and the page reloads, where the token login completes.
 */
export async function completeQrLogin(token: string, from: string | null, navigate: NavigateFunction) {
  if (!from) {
    flashAfterReload(MSG.loginOk);
    window.location.replace(tokenLoginAddress(token));
    return;
  }
  const userInfo = await establishSession(token);
  feedback.success(MSG.loginOk);
  const origin = window.location.origin;
  followDestination(qrReturnDestination(from, token, userInfo, returnAddresses(origin), origin), navigate);
}
