import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { useAuth } from './AuthContext.tsx';

/** First sign-in step: username (user@tenant) and password. */
export function PasswordForm({ initialError }: { initialError?: string }) {
  const { login } = useAuth();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const onFinish = async (values: { username: string; password: string }) => {
    setBusy(true);
    setError(undefined);
    try {
      await login(values.username.trim(), values.password);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const shown = error ?? initialError;
  return (
    <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
      {shown && <Alert type="error" title={shown} style={{ marginBottom: 16 }} data-testid="login-error" />}
      <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Username is mandatory' }]}>
        <Input autoComplete="username" placeholder="name@tenant" data-testid="login-username" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is mandatory' }]}>
        <Input.Password autoComplete="current-password" data-testid="login-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
        Sign in
      </Button>
    </Form>
  );
}
