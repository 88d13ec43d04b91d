import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useAuth } from './AuthContext.tsx';

/** Second sign-in step: the 6-digit code of the authenticator app. */
export function TotpForm() {
  const { mfa, completeTotp } = useAuth();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: { code: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await completeTotp(values.code.trim());
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Typography.Paragraph>Enter the code of your authenticator app for {mfa?.username}.</Typography.Paragraph>
      {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <Form.Item label="Verification code" name="code" rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: 'Enter the 6 digits' }]}>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={8} autoFocus data-testid="login-totp-code" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-totp-submit">
        Verify
      </Button>
    </Form>
  );
}
