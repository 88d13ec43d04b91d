import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface Props {
  title: ReactNode;
  /** What the page covers, in one or two plain sentences, shown under the title. */
  intro: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame of a dedicated page: its title, what it covers, its content. */
export function SpecialCard({ title, intro, extra, children }: Props) {
  return (
    <Card title={title} extra={extra}>
      <Typography.Paragraph type="secondary" data-testid="page-intro">
        {intro}
      </Typography.Paragraph>
      {children}
    </Card>
  );
}
