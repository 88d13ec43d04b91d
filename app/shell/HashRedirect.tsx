import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hashRedirect } from '../../engine/shell/hashRedirect.ts';

/** Sends `/#/x` style links to `/x` (seed 000 §2.1). */
export function HashRedirect() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = hashRedirect(location.pathname, location.hash);
    if (target) navigate(target, { replace: true });
  }, [location.pathname, location.hash, navigate]);
  return null;
}
