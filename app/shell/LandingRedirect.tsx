import { Navigate } from 'react-router-dom';
import { landingPath } from '../../engine/shell/landingPath.ts';
import { useAuth } from '../auth/AuthContext.tsx';

/** The index route: the configuration's landing page when the user may open it, else /persons. */
export function LandingRedirect() {
  const { configuration } = useAuth();
  return <Navigate to={landingPath(configuration)} replace />;
}
