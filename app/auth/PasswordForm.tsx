import { useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from './AuthContext.tsx';
import { completeUsername } from './hostConfiguration.ts';
import { authErrorText } from './authError.ts';
import { LoginField } from './LoginField.tsx';

/**
 * First sign-in step: username (user@tenant) and password. On a host that signs into one tenant
 * (`loginTenant`), `name` alone means `name@{loginTenant}`.
 */
export function PasswordForm({ initialError, loginTenant }: { initialError?: string; loginTenant?: string | null }) {
  const { login } = useAuth();
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const missingUsername = checked && !username.trim() ? t('Username is mandatory') : undefined;
  const missingPassword = checked && !password ? t('Password is mandatory') : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!username.trim() || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      await login(completeUsername(username, loginTenant), password, loginTenant ?? undefined);
    } catch (err) {
      setError(authErrorText(err, (key) => t(key)));
    } finally {
      setBusy(false);
    }
  };

  const shown = error ?? initialError;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      {shown && <Alert type="error" title={t(shown)} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <LoginField id="login-username" label={t('Username')} error={missingUsername}>
        <Input
          id="login-username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          status={missingUsername ? 'error' : undefined}
          autoComplete="username"
          placeholder={loginTenant ? t('Your username') : t('name@tenant')}
          data-testid="login-username"
        />
      </LoginField>
      <LoginField id="login-password" label={t('Password')} error={missingPassword}>
        <Input.Password
          id="login-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          status={missingPassword ? 'error' : undefined}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </LoginField>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        {t('Sign in')}
      </Button>
    </form>
  );
}
