import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';

/** Keeps one broken element (bad data from a layout script) from taking the page down. */
export class ElementBoundary extends Component<{ type: string; children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(err: unknown) {
    return { error: err instanceof Error ? err.message : String(err) };
  }

  override render() {
    if (this.state.error) return <Alert type="error" showIcon title={`Element ${this.props.type} failed: ${this.state.error}`} />;
    return this.props.children;
  }
}
