// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeElement } from '../../../engine/cards/normalizeLayout.ts';
import { elementRenderers } from '../../../renderers/elements/index.ts';
import { ElementView } from '../../../renderers/elements/ElementView.tsx';
import { cardEnv, withEnv } from './cardEnv.tsx';

afterEach(cleanup);

type Rec = Record<string, unknown>;
const CONTRACT = { registration: 'CTR1', status: 'ACTIVE', duration: 12, rate: 0.06, currency: 'EUR', quotations: [{ financedAmountExclTax: 10000 }], persons: [{ role: 'CLIENT', name: 'Alice' }] };

/** Per element type: what the layout gives it and a text (or selector) that proves it drew it. */
const SAMPLES: Record<string, { el: Rec; expect?: string | RegExp; selector?: string }> = {
  ai: { el: { endpoint: '/ai/ask' }, expect: 'Ask' },
  calculator: { el: {}, expect: '860.66' },
  carousel: { el: { images: [{ src: '/a.png', caption: 'Front' }] }, selector: 'img[alt="Front"]' },
  chartist: { el: { data: { labels: ['a', 'b'], series: [[1, 2]] } }, selector: '[data-testid="echart"], [role="alert"]' },
  contractsummary: { el: {}, expect: 'CLIENT: Alice' },
  echart: { el: { option: { xAxis: { type: 'category', data: ['a'] }, yAxis: {}, series: [{ type: 'bar', data: [1] }] } }, selector: '[data-testid="echart"], [role="alert"]' },
  error: { el: { message: 'The rating service is down' }, expect: 'The rating service is down' },
  form: { el: { schema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } }, formData: { city: 'Lyon' } }, selector: 'input[value="Lyon"]' },
  html: { el: { html: '<p>Safe <b>text</b></p><script>window.hacked = 1</script><img src=x onerror="window.hacked=1">' }, expect: 'Safe text' },
  kpi: { el: { items: [{ label: 'Outstanding', value: 1234 }] }, expect: 'Outstanding' },
  legend: { el: { items: [{ color: 'red', label: 'Late' }] }, expect: 'Late' },
  link: { el: { label: 'Documentation', href: '/documentation' }, expect: 'Documentation' },
  map: { el: { markers: [{ lat: 45.76, lng: 4.83, label: 'Lyon' }] }, selector: '[data-testid="map-element"][data-markers="1"]' },
  openapi: { el: {}, expect: '/api/financing/contracts' },
  pivot: { el: { data: [{ s: 'A', y: '2024', v: 2 }, { s: 'B', y: '2024', v: 3 }], rows: 's', columns: 'y', value: 'v' }, expect: 'Total' },
  table: { el: { columns: [{ name: 'name', title: 'Name' }], data: [{ name: 'Row one' }] }, expect: 'Row one' },
  taskslist: { el: {}, expect: 'Sign the offer' },
};

const records = { Task: [{ _id: 't1', registration: 'TSK1', name: 'Sign the offer', entityName: 'Contract', entityRegistration: 'CTR1' }] };
const routes = {
  '/api/docs/openapi.json': () => ({ paths: { '/api/financing/contracts': { get: { summary: 'List contracts' } }, '/api/core/users': { get: {} } } }),
  '/ai/ask': (body: unknown) => ({ answer: `You asked: ${(body as { question: string }).question}` }),
};

describe('layout element registry', () => {
  it('has a sample for every registered element type', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(elementRenderers).sort());
  });

  for (const [type, sample] of Object.entries(SAMPLES)) {
    it(`draws a ${type} element`, async () => {
      const { env } = cardEnv(records, routes);
      const { container } = render(withEnv(env, <ElementView element={normalizeElement({ type, ...sample.el })} entityName="Contract" record={CONTRACT} />));
      if (sample.selector) await waitFor(() => expect(container.querySelector(sample.selector as string)).not.toBeNull(), { timeout: 10_000 });
      if (sample.expect) await waitFor(() => expect(container.textContent).toMatch(sample.expect as string | RegExp));
    });
  }

  it('sanitises html: no script, no event handler', () => {
    const { env } = cardEnv();
    const { container } = render(withEnv(env, <ElementView element={normalizeElement({ type: 'html', html: '<a href="javascript:alert(1)" onclick="x()">x</a><script>1</script>' })} />));
    expect(container.innerHTML).not.toMatch(/script|onclick|javascript:/);
  });

  it('asks the configured AI endpoint, and says so when none is configured', async () => {
    const { env } = cardEnv(records, routes);
    render(withEnv(env, <ElementView element={normalizeElement({ type: 'ai', endpoint: '/ai/ask' })} entityName="Contract" record={CONTRACT} />));
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Is it late?' } });
    fireEvent.click(screen.getByText('Ask'));
    expect((await screen.findByTestId('ai-answer')).textContent).toBe('You asked: Is it late?');
    cleanup();
    render(withEnv(env, <ElementView element={normalizeElement({ type: 'ai' })} />));
    expect(screen.getByText('No AI assistant is configured')).toBeTruthy();
  });

  it('falls back to an element that names an unknown type', () => {
    const { env } = cardEnv();
    render(withEnv(env, <ElementView element={normalizeElement({ type: 'hologram' })} />));
    expect(screen.getByText('Unknown element hologram')).toBeTruthy();
  });
});
