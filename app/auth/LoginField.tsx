import type { ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A labelled input of the sign-in forms with its message. The sign-in page does without the UI kit's
 * Form (its validation engine would weigh on the first load) for two fields checked on submit.
 */
export function LoginField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}
