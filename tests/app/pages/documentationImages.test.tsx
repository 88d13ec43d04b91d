// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { docImagePath } from '../../../engine/docs/docImagePath.ts';
import { withEnv, cardEnv } from '../../renderers/cards/cardEnv.tsx';

const calls: { method: string; path: string; body?: unknown }[] = [];
const MARKDOWN = '# Flow\n\n![The flow](images/request-flow.svg "Request")\n\n![Web](https://example.org/a.png)\n\n![Out](../secret.svg)\n';

vi.mock('../../../app/api/http.ts', () => ({
  http: vi.fn((method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    if (path === '/api/docs/pages') return Promise.resolve({ data: [{ name: 'flow', title: 'Flow' }] });
    if (path === '/api/docs/pages/flow') return Promise.resolve({ data: { name: 'flow', title: 'Flow', markdown: MARKDOWN } });
    if (path === '/api/core/tickets') return Promise.resolve({ data: { ticket: `T${calls.length}`, expiresAt: '' } });
    return Promise.reject(new Error(`unexpected ${path}`));
  }),
}));

const { renderDocMarkdown } = await import('../../../app/pages/renderDocMarkdown.ts');
const { default: DocumentationPage } = await import('../../../app/pages/DocumentationPage.tsx');

describe('documentation images: markdown links rewritten relative to /documentation (seed 002 §2.5)', () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it('points an image named relative to docs/ at GET /api/doc/integration/{path}; keeps web images; drops paths leaving the folder', () => {
    expect(docImagePath('images/request-flow.svg')).toBe('/api/doc/integration/images/request-flow.svg');
    expect(docImagePath('./images/a b.png')).toBeUndefined();
    expect(docImagePath('docs/images/a.png#x')).toBe('/api/doc/integration/images/a.png');
    for (const href of ['../secret.svg', 'images/../../x.svg', '.hidden.png', '/images/a.png', 'https://example.org/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA']) expect(docImagePath(href), href).toBeUndefined();
    const holder = document.createElement('div');
    holder.innerHTML = renderDocMarkdown(MARKDOWN);
    const [doc, web] = holder.querySelectorAll('img');
    expect(doc.getAttribute('data-doc-src')).toBe('/api/doc/integration/images/request-flow.svg');
    expect(doc.getAttribute('src')).toBeNull();
    expect(doc.getAttribute('alt')).toBe('The flow');
    expect(doc.getAttribute('title')).toBe('Request');
    expect(web.getAttribute('src')).toBe('https://example.org/a.png');
    expect(holder.querySelectorAll('img')).toHaveLength(2);
    expect(holder.textContent).toContain('Out');
  });

  it('loads each documentation image with a single-use ticket of its path, never with the token', async () => {
    const { env } = cardEnv();
    render(
      withEnv(
        env,
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={['/documentation/flow']}>
            <Routes>
              <Route path="/documentation/:page" element={<DocumentationPage />} />
            </Routes>
          </MemoryRouter>
        </SWRConfig>,
      ),
    );
    const img = await screen.findByAltText('The flow');
    await waitFor(() => expect(img.getAttribute('src')).toMatch(/^\/api\/doc\/integration\/images\/request-flow\.svg\?ticket=T\d+$/));
    expect(calls.filter((c) => c.path === '/api/core/tickets')).toEqual([{ method: 'POST', path: '/api/core/tickets', body: { path: '/api/doc/integration/images/request-flow.svg' } }]);
    expect(screen.getByAltText('Web').getAttribute('src')).toBe('https://example.org/a.png');
  });
});
