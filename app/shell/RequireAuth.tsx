import type { ReactNode } from 'react';
import { Spin } from 'antd';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { loginPath } from '../auth/loginPath.ts';
import { LOGIN_ROUTE } from '../auth/session.ts';

/** Unauthenticated users only see /authentication: anything else redirects to the login page. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <Spin style={{ margin: 48 }} />;
  if (!user) return <Navigate to={loginPath(LOGIN_ROUTE, location.pathname, location.search)} replace />;
  return <>{children}</>;
}
