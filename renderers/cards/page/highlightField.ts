/** How long an invalid field stays highlighted (seed 002 §9: 2 s). */
export const HIGHLIGHT_MS = 2000;

/** The wrapper of a field by its rjsf id, or of its closest drawn ancestor (`root_persons_0_role` -> `root_persons_0` ...). */
function findField(id: string): HTMLElement | null {
  for (let current = id; current.includes('_'); current = current.slice(0, current.lastIndexOf('_'))) {
    const el = document.querySelector<HTMLElement>(`[data-field="${current.replace(/["\\]/g, '\\$&')}"]`) ?? document.getElementById(current);
    if (el) return el.closest<HTMLElement>('.tabula-field') ?? el;
  }
  return null;
}

/**
 * Scrolls a field into view, focuses its control and highlights it for {@link HIGHLIGHT_MS}
 * (an outline, and `data-highlighted` for tests and styles). False when the field is not drawn.
 */
export function highlightField(id: string): boolean {
  const el = findField(id);
  if (!el) return false;
  el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  el.querySelector<HTMLElement>('input, textarea, select, [tabindex]')?.focus({ preventScroll: true });
  const previous = { outline: el.style.outline, offset: el.style.outlineOffset, radius: el.style.borderRadius };
  el.dataset.highlighted = 'true';
  el.style.outline = '2px solid #faad14';
  el.style.outlineOffset = '2px';
  el.style.borderRadius = '4px';
  window.setTimeout(() => {
    delete el.dataset.highlighted;
    el.style.outline = previous.outline;
    el.style.outlineOffset = previous.offset;
    el.style.borderRadius = previous.radius;
  }, HIGHLIGHT_MS);
  return true;
}

/** How long a field not drawn yet is waited for (ms). */
const WAIT_MS = 2000;

/**
 * Highlights a field after `delay` ms (a card opened, a tab switched), waiting for it to be drawn
 * when it is not yet (a card page draws off-screen fields in slices): tried again every 50 ms for
 * up to {@link WAIT_MS}.
 */
export function highlightFieldWhenDrawn(id: string, delay: number): void {
  const until = Date.now() + delay + WAIT_MS;
  const attempt = () => {
    if (!highlightField(id) && Date.now() < until) window.setTimeout(attempt, 50);
  };
  window.setTimeout(attempt, delay);
}
