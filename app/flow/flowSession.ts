const KEY = 'tabula.flow';

/** The flow a tab was opened in (/k/{accessKey}/p/{pageId}): its pages, kept for the tab's life. */
export interface FlowSession {
  pageId: string;
  path: string;
  pages: string[];
}

/** The tab's flow, or null outside flow mode. */
export function flowSession(): FlowSession | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return value && typeof value === 'object' && typeof (value as FlowSession).path === 'string' ? (value as FlowSession) : null;
  } catch {
    return null;
  }
}

export function setFlowSession(flow: FlowSession | null): void {
  if (flow) sessionStorage.setItem(KEY, JSON.stringify(flow));
  else sessionStorage.removeItem(KEY);
}
