/**
 * Design tokens of the UI kit that keep every text at WCAG 2.1 AA contrast (4.5:1) on the default
 * white or dark backgrounds: a deeper primary blue than the kit's (#1677ff is 4.1:1 on white, under
 * white text too), and secondary, tertiary, placeholder and description texts darker (lighter in
 * the dark scheme) than the kit's 45 % black. Checked by axe-core in tests/e2e/accessibility.spec.ts.
 */
export function accessibleTokens(scheme: 'light' | 'dark'): Record<string, string> {
  if (scheme === 'dark') {
    return {
      colorTextSecondary: 'rgba(255, 255, 255, 0.72)',
      colorTextTertiary: 'rgba(255, 255, 255, 0.66)',
      colorTextDescription: 'rgba(255, 255, 255, 0.72)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.6)',
      colorTextDisabled: 'rgba(255, 255, 255, 0.56)',
      colorTextQuaternary: 'rgba(255, 255, 255, 0.56)',
    };
  }
  return {
    colorPrimary: '#0958d9',
    colorError: '#cf1322',
    colorTextDisabled: 'rgba(0, 0, 0, 0.56)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
    colorLink: '#0958d9',
    colorInfo: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.66)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.66)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.6)',
  };
}
