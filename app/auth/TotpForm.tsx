import { useState, type FormEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuth } from './AuthContext.tsx';
import { authErrorText } from './authError.ts';
import { LoginField } from './LoginField.tsx';

const SIX_DIGITS = /^\s*\d{6}\s*$/;

/** Second sign-in step: the 6-digit code of the authenticator app. */
export function TotpForm() {
  const { mfa, completeTotp } = useAuth();
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const invalid = checked && !SIX_DIGITS.test(code) ? t('Enter the 6 digits') : undefined;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!SIX_DIGITS.test(code)) return;
    setBusy(true);
    setError(undefined);
    try {
      await completeTotp(code.trim());
    } catch (err) {
      setError(authErrorText(err, (key) => t(key)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <p style={{ marginTop: 0 }}>{t('Enter the code of your authenticator app for {{username}}.', { username: mfa?.username })}</p>
      {error && <Alert type="error" title={t(error)} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <LoginField id="login-totp-code" label={t('Verification code')} error={invalid}>
        <Input
          id="login-totp-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          status={invalid ? 'error' : undefined}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={8}
          autoFocus
          data-testid="login-totp-code"
        />
      </LoginField>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-totp-submit">
        {t('Verify')}
      </Button>
    </form>
  );
}
