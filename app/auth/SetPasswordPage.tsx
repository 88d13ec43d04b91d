import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Input, Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/ApiError.ts';
import { AppTitle } from '../shell/AppTitle.tsx';
import { useAuth } from './AuthContext.tsx';
import { authErrorText } from './authError.ts';
import { LoginField } from './LoginField.tsx';
import { checkPasswordToken, setPasswordWithToken, type PasswordTokenClaims } from './passwordTokenApi.ts';
import { LOGIN_ROUTE } from './session.ts';

type Step =
  | { kind: 'checking' }
  | { kind: 'invalid'; message: string }
  | { kind: 'form'; claims: PasswordTokenClaims }
  | { kind: 'done'; claims: PasswordTokenClaims };

const INVALID_LINK = 'This link is invalid, expired or already used: ask for a new one';

/**
 * /authentication/set-password?token=...: the page of a self registration link (docs/mail.md). The
 * user chooses a password (the server's strength rules apply) and is signed in; the link works once.
 */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user, acceptSession } = useAuth();
  const { t } = useTranslation();
  const { token: design } = theme.useToken();
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (!token) return setStep({ kind: 'invalid', message: INVALID_LINK });
    checkPasswordToken(token)
      .then((claims) => setStep({ kind: 'form', claims }))
      .catch((err: unknown) =>
        // a refusal the server words (an expired link) or no answer at all; a bare HTTP status is the invalid link
        setStep({ kind: 'invalid', message: err instanceof ApiError && (err.networkError || typeof err.body === 'object') ? authErrorText(err) : INVALID_LINK }),
      );
  }, [token]);

  const missing = checked && !password ? t('Password is mandatory') : undefined;
  const mismatch = checked && password && confirm !== password ? t('The two passwords differ') : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (step.kind !== 'form' || !password || confirm !== password) return;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await setPasswordWithToken(token, password);
      if (answer.signedIn) {
        await acceptSession();
        setSignedIn(true);
      } else setStep({ kind: 'done', claims: step.claims });
    } catch (err) {
      setError(authErrorText(err, (key) => t(key)));
    } finally {
      setBusy(false);
    }
  };

  if (signedIn && user) return <Navigate to="/" replace />;
  const panel = {
    width: 380,
    maxWidth: '100%',
    padding: 24,
    background: design.colorBgContainer,
    borderRadius: design.borderRadiusLG,
    border: `1px solid ${design.colorBorderSecondary}`,
  };
  return (
    <div className="tabula-login">
      <div style={panel}>
        <div style={{ marginBottom: design.marginLG }}>
          <AppTitle large />
        </div>
        {step.kind === 'checking' && <Spin data-testid="set-password-checking" />}
        {step.kind === 'invalid' && (
          <>
            <Alert
              type="error"
              title={t(step.message)}
              style={{ marginBottom: 16 }}
              data-testid="set-password-invalid"
            />
            <Link to={LOGIN_ROUTE}>{t('Go to the sign-in page')}</Link>
          </>
        )}
        {step.kind === 'done' && (
          <>
            <Alert
              type="success"
              title={t('Your password is set')}
              description={t('Sign in as {{username}}.', { username: step.claims.username })}
              style={{ marginBottom: 16 }}
              data-testid="set-password-done"
            />
            <Link to={LOGIN_ROUTE}>{t('Go to the sign-in page')}</Link>
          </>
        )}
        {step.kind === 'form' && (
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <p style={{ marginTop: 0 }}>
              {t('Choose the password of')} <strong data-testid="set-password-username">{step.claims.username}</strong>
              {t(': at least 10 characters, with 3 of lower case, upper case, digits and other characters.')}
            </p>
            {error && (
              <Alert
                type="error"
                title={t(error)}
                style={{ marginBottom: 16 }}
                data-testid="set-password-error"
              />
            )}
            <LoginField id="set-password" label={t('Password')} error={missing}>
              <Input.Password
                id="set-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                status={missing ? 'error' : undefined}
                autoComplete="new-password"
                data-testid="set-password-password"
              />
            </LoginField>
            <LoginField id="set-password-confirm" label={t('Confirm the password')} error={mismatch}>
              <Input.Password
                id="set-password-confirm"
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                status={mismatch ? 'error' : undefined}
                autoComplete="new-password"
                data-testid="set-password-confirm"
              />
            </LoginField>
            <Button type="primary" htmlType="submit" block loading={busy} data-testid="set-password-submit">
              {t('Set the password and sign in')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
