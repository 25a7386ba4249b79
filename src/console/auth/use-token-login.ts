import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { establishSession } from '../session/session-actions';

/**
 * Direct token login (query `t`, accounts spec section 4): store the token, fetch user info,
 * certification and menus, go home. Returns whether such a login is under way.
 */
export function useTokenLogin(): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('t');
  const [busy, setBusy] = useState(!!token);
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    establishSession(token).then(
      () => navigate('/home', { replace: true }),
      () => {
        setBusy(false);
        navigate('/login', { replace: true });
      },
    );
  }, [token, navigate]);

  return busy;
}
