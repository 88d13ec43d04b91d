import { landingPath } from '../../engine/shell/landingPath.ts';
import { Alert, Button, Divider, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppTitle } from '../shell/AppTitle.tsx';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from './AuthContext.tsx';
import { framedAgainstRule, useHostConfiguration } from './hostConfiguration.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { startSso } from './ssoFlow.ts';
import { ssoState } from './ssoState.ts';
import { TotpForm } from './TotpForm.tsx';
import { useSsoReturn } from './useSsoReturn.ts';

/**
 * /authentication/login-page: password (then TOTP code), or single sign-on (OIDC, SAML), centred,
 * under the logo and name of the tenant the host belongs to (GET /api/core/hosts/{hostname}).
 */
export function LoginPage() {
  const { user, configuration, loginError, mfa } = useAuth();
  const { t } = useTranslation();
  const host = useHostConfiguration();
  const [params] = useSearchParams();
  const sso = useSsoReturn(params);
  const { token } = theme.useToken();
  // straight to the landing page (what `/` redirects to), not through `/`: one navigation, one render of the shell
  if (user) return <Navigate to={sso.redirect ?? params.get('redirect') ?? landingPath(configuration)} replace />;
  const remembered = ssoState.provider();
  // a plain panel rather than a Card: Card brings Tabs and Skeleton into the sign-in page's bundle
  const panel = { width: 380, maxWidth: '100%', padding: 24, background: token.colorBgContainer, borderRadius: token.borderRadiusLG, border: `1px solid ${token.colorBorderSecondary}` };

  return (
    <div className="tabula-login">
      <div style={panel}>
        <div style={{ marginBottom: token.marginLG, display: 'flex', alignItems: 'center', gap: token.marginSM }} data-testid="login-brand">
          {host?.publicLogo && <img src={host.publicLogo} alt="" width={48} height={48} style={{ objectFit: 'contain', flex: 'none' }} data-testid="login-logo" />}
          {host?.tenantLabel ? (
            <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }} data-testid="login-tenant">
              {host.tenantLabel}
            </h1>
          ) : (
            <AppTitle large />
          )}
        </div>
        {framedAgainstRule(host) ? (
          <Alert type="error" title={t('This page cannot be shown inside another site')} data-testid="login-framed" />
        ) : sso.busy ? (
          <Spin data-testid="login-sso-busy" />
        ) : mfa ? (
          <TotpForm />
        ) : (
          <>
            <PasswordForm initialError={sso.error ?? loginError} loginTenant={host?.loginTenant} />
            {remembered && (
              <>
                <Divider plain>{t('or')}</Divider>
                <Button block onClick={() => void startSso(remembered.kind, remembered.id, params.get('redirect') ?? '/')} data-testid="login-sso">
                  {t('Sign in with')} {remembered.id}
                </Button>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
