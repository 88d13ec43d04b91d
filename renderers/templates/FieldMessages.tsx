import { Typography } from 'antd';

/** Errors (blocking, in red) and warnings (never blocking) under a field. */
export function FieldMessages({ errors, warnings }: { errors: string[]; warnings: string[] }) {
  if (!errors.length && !warnings.length) return null;
  return (
    <div className="tabula-field-messages">
      {errors.map((message) => (
        <Typography.Text key={`e-${message}`} type="danger" className="tabula-field-error" role="alert" style={{ display: 'block' }}>
          {message}
        </Typography.Text>
      ))}
      {warnings.map((message) => (
        <Typography.Text key={`w-${message}`} type="warning" className="tabula-field-warning" style={{ display: 'block' }}>
          {message}
        </Typography.Text>
      ))}
    </div>
  );
}
