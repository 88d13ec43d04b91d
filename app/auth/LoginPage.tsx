import { Button, Card, Divider, Spin, Typography } from 'antd';
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
  if (user) return <Navigate to={sso.redirect ?? params.get('redirect') ?? '/'} replace />;
  const remembered = ssoState.provider();

  return (
    <div className="tabula-login">
      <Card style={{ width: 380 }}>
        <Typography.Title level={3}>Tabula</Typography.Title>
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
      </Card>
    </div>
  );
}
