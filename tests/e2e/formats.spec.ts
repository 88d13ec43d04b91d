import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '../../engine/format/formatDate.ts';
import { formatCurrency } from '../../engine/format/formatCurrency.ts';
import { formatNumber } from '../../engine/format/formatNumber.ts';
import { adminApi, signIn } from './helpers.ts';

type Rec = Record<string, unknown>;

/**
 * Figures a lender can trust (issue 36, docs/formats.md): in English (a US browser), French, Spanish,
 * German, Italian and Arabic (the shipped locales), the demo lender's screens and documents show
 * every amount in its record's currency (euros, never `$`), every date in the user's pattern, every
 * year whole, every value by its label or name and no cut text without its tooltip.
 */
const LOCALES = ['en-US', 'fr', 'es', 'de', 'it', 'ar'] as const;
type Locale = (typeof LOCALES)[number];

/** Codes of the demo's lookup lists that must only ever show as their labels. */
const CODES = /\b(ACTIVE|DRAFT|PAID|SENT|VALIDATED|GENERATED|TERMINATED|SUSPENDED|CANCELLED|APPROVED|REJECTED|MONTHLY|QUARTERLY|TODO|NORMAL|PAYER|PAYEE|[A-Z]{2,}(?:_[A-Z0-9]+)+)\b/;
/** A date as the lists print it: two digits, two digits, a year, one separator. */
const DATES = /\b(\d{2})([/.-])(\d{2})\2(\d{4})\b/g;

async function openAs(page: Page, locale: Locale, path: string): Promise<void> {
  await signIn(page);
  await page.evaluate((l) => localStorage.setItem('tabula.locale', l), locale);
  await page.goto(path);
}

/** The visible text of the page's main part, with the values of its inputs. */
async function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const values = [...main.querySelectorAll('input')].filter((i) => i.type !== 'hidden' && i.type !== 'checkbox').map((i) => i.value);
    return `${main.innerText}\n${values.join('\n')}`;
  });
}

/** Fails on a dollar, a date whose month is out of place, an English-grouped amount in a European language, a code. */
function expectTrustworthy(text: string, locale: Locale, where: string): void {
  expect(text, `${where}: a dollar on a euro screen`).not.toContain('$');
  for (const [date, first, , second] of text.matchAll(DATES)) {
    const month = locale === 'en-US' ? Number(first) : Number(second);
    expect(month, `${where}: ${date} is not in the ${locale} pattern`).toBeLessThanOrEqual(12);
  }
  if (locale !== 'en-US' && locale !== 'ar') expect(text, `${where}: an amount grouped the English way`).not.toMatch(/\d,\d{3}\.\d{2}/);
  expect(text, `${where}: an enumerated value shown by its code`).not.toMatch(CODES);
}

/** Every text cut with an ellipsis in the main part shows its whole text on hover (title or the grid's tooltip). */
async function expectCutTextsExplained(page: Page, where: string): Promise<void> {
  const cut = await page.evaluate(() => {
    const found: string[] = [];
    document.querySelectorAll('main *').forEach((el, i) => {
      const e = el as HTMLElement;
      if (!e.childElementCount && e.innerText?.trim() && getComputedStyle(e).textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1 && e.getBoundingClientRect().height > 0) {
        e.dataset.cutProbe = String(i);
        found.push(String(i));
      }
    });
    return found.slice(0, 6);
  });
  for (const id of cut) {
    const el = page.locator(`[data-cut-probe="${id}"]`);
    if (!(await el.isVisible())) continue;
    await el.hover();
    const explained = async () =>
      (await el.evaluate((e) => Boolean(e.closest('[title]')?.getAttribute('title')))) || (await page.locator('.ag-tooltip:not(.ag-tooltip-hiding), .ant-tooltip:not(.ant-tooltip-hidden)').count()) > 0;
    await expect.poll(explained, { message: `${where}: "${await el.innerText()}" is cut without a tooltip`, timeout: 5_000 }).toBe(true);
    await page.mouse.move(0, 0);
  }
}

test.describe('formats', () => {
  let contract: Rec;
  let invoice: Rec;
  let client: string;

  test.beforeAll(async ({ request }) => {
    const api = await adminApi(request);
    // a contract in force that started on a day after the 12th (a month-first date cannot hide)
    const contracts = (await api.get('/api/financing/contracts?status=ACTIVE&range=0-99&sort=registration')) as unknown as Rec[];
    contract = contracts.find((c) => Number(String(c.startDate).slice(8, 10)) > 12) ?? contracts[0];
    client = ((contract.persons as Rec[]).find((p) => p.role === 'CLIENT') as Rec).personRegistration as string;
    [invoice] = (await api.get(`/api/billing/invoices?contractRegistration=${contract.registration}&range=0-0&sort=-dueDate`)) as unknown as Rec[];
  });

  for (const locale of LOCALES) {
    test(`${locale}: lists, cards, billing window and dashboard in the user's conventions`, async ({ page }) => {
      test.setTimeout(120_000);
      // the contracts list: the contract's start date in the pattern, its amount in euros
      await openAs(page, locale, `/contracts?registration=${contract.registration}`);
      const row = page.locator('.ag-center-cols-container .ag-row').first();
      await expect(row).toContainText(String(contract.registration));
      await expect(row).toContainText(formatDate(String(contract.startDate), locale));
      await expect(row).toContainText('€');
      await expect(page.locator('.ag-overlay-loading-center')).toBeHidden();
      expectTrustworthy(await screenText(page), locale, 'contracts list');

      await page.goto('/contracts');
      await expect(page.locator('.ag-center-cols-container .ag-row').nth(5)).toBeVisible();
      expectTrustworthy(await screenText(page), locale, 'contracts list');
      await expectCutTextsExplained(page, 'contracts list');

      // the contract's card
      await page.goto(`/contract/${contract.registration}`);
      await expect(page.locator('#root_startDate')).toHaveValue(formatDate(String(contract.startDate), locale));
      await expect(page.getByText(/^(Invoices|Factures|Facturas|Rechnungen|Fatture|الفواتير)$/).first()).toBeVisible();
      expectTrustworthy(await screenText(page), locale, 'contract card');

      // the client's card: its exposure in euros
      await page.goto(`/person/${client}`);
      await expect(page.getByTestId('exposure-own-outstanding')).toContainText('€');
      expectTrustworthy(await screenText(page), locale, 'person card');

      // an invoice's card: its payer by name
      await page.goto(`/invoice/${invoice.registration}`);
      const payer = (invoice.persons as Rec[]).find((p) => p.role === 'PAYER') as Rec;
      await expect(page.locator('main')).toContainText(String(payer.name));
      expectTrustworthy(await screenText(page), locale, 'invoice card');

      // the invoices list: KPI counts in the locale's digits grouping, the billing window's date
      await page.goto('/invoices');
      const all = page.getByTestId('kpi-all');
      await expect(all).not.toContainText('…');
      const total = Number((await page.request.get('/api/billing/invoices?range=0-0', { headers: await authHeader(page) })).headers()['pagination-total']);
      await expect(all).toContainText(formatNumber(total, locale, { maximumFractionDigits: 0 }));
      expectTrustworthy(await screenText(page), locale, 'invoices list');
      await expectCutTextsExplained(page, 'invoices list');
      await page.getByTestId('page-action-runBilling').click();
      await expect(page.locator('#root_date')).toHaveValue(formatDate(new Date(), locale));
      await page.keyboard.press('Escape');

      // the dashboard
      await page.goto('/');
      await expect(page.getByTestId('current-user')).toBeVisible();
      await expect(page.locator('main')).toContainText('€');
      expectTrustworthy(await screenText(page), locale, 'dashboard');
    });
  }

  test("an invoice's PDF: its client's language, euros, dates in that language's pattern, amount in words", async ({ request }) => {
    const api = await adminApi(request);
    // an invoice of a client who reads French
    const french = (await api.get('/api/person/persons?preferredLanguage=fr&range=0-29&projection=registration')) as unknown as Rec[];
    let inv: Rec | undefined;
    for (const p of french) {
      [inv] = (await api.get(`/api/billing/invoices?persons.personRegistration=${p.registration}&status=SENT,PAID&range=0-0&sort=-dueDate`)) as unknown as Rec[];
      if (inv) break;
    }
    if (!inv) throw new Error('no invoice of a French-speaking client in the demo');
    const [doc] = (await api.get(`/api/billing/invoices/${inv.registration}/documents?type=INVOICE`)) as unknown as Rec[];
    const pdf = await request.get(String(doc.url), { headers: api.headers });
    expect(pdf.status()).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: await pdf.body() }).toString();
    expect(text).not.toContain('$');
    expect(text).toContain('€');
    expect(text).toContain('Facture');
    expect(text).toContain(formatDate(String(inv.dueDate), 'fr'));
    const spaces = (t: string) => t.replace(/\s/g, ' ');
    expect(spaces(text)).toContain(spaces(formatNumber(Number(inv.amountInclTax), 'fr', { minimumFractionDigits: 2 })));
    expect(text).toMatch(/euros?/);
  });

  test("a collection case's row action downloads its client's payment reminder, a PDF of the overdue invoices", async ({ page }) => {
    await openAs(page, 'fr', '/cases?type=COLLECTION');
    const action = page.getByTestId('row-action-reminder').first();
    await expect(action).toBeVisible();
    const download = page.waitForEvent('download');
    await action.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const text = execFileSync('pdftotext', ['-layout', String(await file.path()), '-']).toString();
    expect(text).not.toContain('$');
    expect(text).toMatch(/€/);
  });
});

async function authHeader(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => localStorage.getItem('tabula.auth.token'));
  return { Authorization: `Bearer ${token}` };
}

/**
 * A Moroccan tenant (country MA, currency MAD, phone region MA): its user, in French, sees a contract
 * created without a currency in dirhams, never in euros or dollars, and dates day first.
 */
test.describe('a Moroccan tenant', () => {
  const MOROCCO = { country: 'MA', currency: 'MAD', phoneRegion: 'MA', locale: 'fr' };
  let before: Rec;
  let admin: Record<string, string>;

  test.beforeAll(async ({ request }) => {
    admin = (await adminApi(request)).headers;
    before = (await (await request.get('/api/core/tenants/test', { headers: admin })).json()) as Rec;
    const res = await request.fetch('/api/core/tenants/test', { method: 'PATCH', headers: admin, data: { ...MOROCCO, _version: before._version } });
    expect(res.status(), await res.text()).toBe(200);
  });

  test.afterAll(async ({ request }) => {
    const now = (await (await request.get('/api/core/tenants/test', { headers: admin })).json()) as Rec;
    const keep = Object.fromEntries(Object.keys(MOROCCO).map((k) => [k, before[k] ?? null]));
    await request.fetch('/api/core/tenants/test', { method: 'PATCH', headers: admin, data: { ...keep, _version: now._version } });
  });

  test("its user sees a contract in dirhams and the day first, the tenant's phone region on a new person", async ({ page, request }) => {
    const switched = await request.get('/api/core/user-switch-context?contextName=test', { headers: admin });
    expect(switched.status()).toBe(200);
    const headers = { Authorization: String(switched.headers().authorization) };
    const post = async (path: string, data: Rec) => {
      const res = await request.post(path, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as Rec;
    };
    const client = await post('/api/person/persons', { type: 'C', name: 'Atlas Équipement SARL' });
    const contract = await post('/api/financing/contracts', {
      name: 'Chariots élévateurs – Atlas Équipement SARL',
      startDate: '2026-11-15',
      persons: [{ role: 'CLIENT', personRegistration: client.registration }],
      quotations: [{ financedAmountExclTax: 250000 }],
    });
    expect(contract.currency, 'a contract created without a currency takes the tenant\'s').toBe('MAD');

    await page.goto('/api/core/ping');
    await page.evaluate(([token]) => {
      localStorage.setItem('tabula.auth.token', token);
      localStorage.setItem('tabula.locale', 'fr');
    }, [headers.Authorization.replace(/^Bearer /, '')]);
    await page.goto(`/contracts?registration=${contract.registration}`);
    const row = page.locator('.ag-center-cols-container .ag-row').first();
    await expect(row).toContainText(formatCurrency(250000, 'fr', { currency: 'MAD' }));
    await expect(row).toContainText('15/11/2026');
    expectTrustworthy(await screenText(page), 'fr', 'Moroccan contracts list');
    expect(await screenText(page)).not.toContain('€');

    await page.goto('/person');
    await expect(page.getByLabel('Calling code').or(page.getByLabel('Indicatif')).first()).toBeVisible();
    // the calling code offered by default: Morocco's (+212), not France's or the browser's
    await expect(page.getByText(/^\+212 /).first()).toBeVisible();
  });
});

