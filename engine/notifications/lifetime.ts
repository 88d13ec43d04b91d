/** Seconds a notification stays (seed 001 §4, §9): 5 by default, 15 for errors, forever (0) with an action. */
export function notificationLifetime(n: { level?: string; action?: unknown; autoDismiss?: number | null }): number {
  if (n.action) return 0;
  if (typeof n.autoDismiss === 'number') return n.autoDismiss;
  return n.level === 'error' ? 15 : 5;
}

/** antd placement of a notification position; right becomes left in right-to-left layouts (antd mirrors). */
export function notificationPlacement(position: string | null | undefined): 'bottomRight' | 'topRight' | 'bottomLeft' | 'topLeft' {
  switch (position) {
    case 'top-right':
      return 'topRight';
    case 'bottom-left':
      return 'bottomLeft';
    case 'top-left':
      return 'topLeft';
    default:
      return 'bottomRight';
  }
}
