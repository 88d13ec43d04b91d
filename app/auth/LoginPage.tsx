import { Button, Divider, Spin, theme } from 'antd';
import { AppTitle } from '../shell/AppTitle.tsx';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from './AuthContext.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { startSso } from './ssoFlow.ts';
import { ssoState } from './ssoState.ts';
import { TotpForm } from './TotpForm.tsx';
import { useSsoReturn } from './useSsoReturn.ts';

/** /authentication/login-page: password (then TOTP code), or single sign-on (OIDC, SAML). */
export function LoginPage() {
  const { user, loginError, mfa } = useAuth();
  const [params] = useSearchParams();
  const sso = useSsoReturn(params);
  const { token } = theme.useToken();
  if (user) return <Navigate to={sso.redirect ?? params.get('redirect') ?? '/'} replace />;
  const remembered = ssoState.provider();
  // a plain panel rather than a Card: Card brings Tabs and Skeleton into the sign-in page's bundle
  const panel = { width: 380, maxWidth: '100%', padding: 24, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` };

  return (
    <div className="tabula-login">
      <div style={panel}>
        <div style={{ marginBottom: token.marginLG }}>
          <AppTitle large />
        </div>
        {sso.busy ? (
          <Spin data-testid="login-sso-busy" />
        ) : mfa ? (
          <TotpForm />
        ) : (
          <>
            <PasswordForm initialError={sso.error ?? loginError} />
            {remembered && (
              <>
                <Divider plain>or</Divider>
                <Button block onClick={() => void startSso(remembered.kind, remembered.id, params.get('redirect') ?? '/')} data-testid="login-sso">
                  Sign in with {remembered.id}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
