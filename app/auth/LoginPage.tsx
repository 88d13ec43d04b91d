import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useAuth } from './AuthContext.tsx';

/** /authentication/login-page: username (user@tenant) and password. */
export function LoginPage() {
  const { user, login, loginError } = useAuth();
  const [params] = useSearchParams();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (user) return <Navigate to={params.get('redirect') || '/'} replace />;

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

  return (
    <div className="tabula-login">
      <Card style={{ width: 380 }}>
        <Typography.Title level={3}>Tabula</Typography.Title>
        {(error || loginError) && <Alert type="error" title={error ?? loginError} style={{ marginBottom: 16 }} data-testid="login-error" />}
        <Form layout="vertical" onFinish={onFinish} requiredMark={false}>
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
      </Card>
    </div>
  );
}
