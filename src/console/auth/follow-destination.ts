import type { NavigateFunction } from 'react-router-dom';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import type { LoginDestination } from './login-destination';

/** Goes where a finished login leads; a refused return address is said and the user stays in the console. */
export function followDestination(destination: LoginDestination, navigate: NavigateFunction): void {
  if (destination.kind === 'address') {
    window.location.assign(destination.href);
    return;
  }
  if (destination.kind === 'invalid-address') {
    feedback.error(MSG.badReturnAddress);
    navigate('/home', { replace: true });
    return;
  }
  navigate(destination.to, { replace: true });
}
