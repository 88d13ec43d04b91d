import { Component, type ReactNode } from 'react';
import { Alert } from 'antd';
import { fillText } from '../../engine/i18n/fillText.ts';
import { useT } from '../context/useT.ts';

/** Keeps one broken element (bad data from a layout script) from taking the page down. */
export class ElementBoundary extends Component<{ type: string; children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(err: unknown) {
    return { error: err instanceof Error ? err.message : String(err) };
  }

  override render() {
    if (this.state.error) return <ElementFailure type={this.props.type} error={this.state.error} />;
    return this.props.children;
  }
}

/** What the boundary shows instead of a broken element, in the user's language. */
function ElementFailure({ type, error }: { type: string; error: string }) {
  const t = useT();
  return <Alert type="error" showIcon title={fillText(t('Element {{type}} failed: {{error}}'), { type, error })} />;
}
