// @vitest-environment jsdom
import { cleanup, fireEvent, render as renderNode, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeCard } from '../../engine/cards/normalizeLayout.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { AssetsCard } from '../../renderers/cards/AssetsCard.tsx';
import { memoryDataProvider, type MemoryData } from './helpers/memoryDataProvider.ts';
import { renderForm } from './helpers/renderForm.tsx';
import { SHAPES } from './helpers/shapes.ts';

afterEach(cleanup);

type Rec = Record<string, unknown>;

const schema: JsonSchema = {
  type: 'object',
  properties: {
    currency: { type: ['string', 'null'] },
    assets: { type: 'array', items: SHAPES.contractLine, 'x-field': { type: 'assetLines', label: 'Assets' } },
  },
};

const TAXES = [
  { registration: 'FR20', code: 'FR20', rate: 0.2, name: 'France standard', country: 'FR' },
  { registration: 'FR5.5', code: 'FR5.5', rate: 0.055, name: 'France reduced', country: 'FR' },
  { registration: 'EXEMPT', code: 'EXEMPT', rate: 0, name: 'Exempt' },
];

function data(extra: MemoryData = {}) {
  return memoryDataProvider({ ...extra, records: { Tax: TAXES, ...extra.records } });
}

/** The form with its taxes loaded (the tax select offers them). */
async function render(formData: Rec, options: { readOnly?: boolean; extra?: MemoryData } = {}) {
  const form = renderForm(schema, { formData: { currency: 'EUR', ...formData }, data: data(options.extra), readOnly: options.readOnly, settings: { locale: 'en-GB' } });
  await waitFor(() => expect(form.env.data).toBeDefined());
  await new Promise((r) => setTimeout(r, 0));
  return form;
}

const lines = (form: { values: () => Rec }) => form.values().assets as Rec[];
const cell = (index: number, field: string) => screen.getByTestId(`asset-line-${index}-${field}`);
/** Types in the cell labelled `label` (a price shows as text until clicked) and leaves it. */
const type = (label: string, text: string) => {
  // a derived price shows as a button named '{shown}, {label}' until clicked
  const shown = document.querySelector<HTMLElement>(`button[aria-label$=", ${label}"]`) ?? screen.getByLabelText(label);
  if (shown.tagName === 'BUTTON') fireEvent.click(shown);
  const input = screen.getByLabelText(label, { selector: 'input' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
};

const LINE = { asset: { name: 'Excavator' }, quantity: 2, unitPrice: 1000, discount: 0.1, taxCode: 'FR20', isFinanced: true };

describe('asset lines table (seed 002 §2.6, §5.1)', () => {
  it('shows three lines priced: unit price x quantity x (1 - discount), then the tax', async () => {
    const form = await render({
      assets: [
        { ...LINE, priceExclTax: 1800, priceInclTax: 2160 },
        { asset: { name: 'Truck' }, quantity: 1, unitPrice: 500, discount: 0, taxCode: 'FR5.5', priceExclTax: 500, priceInclTax: 527.5 },
        { asset: { name: 'Trailer' }, quantity: 3, unitPrice: 100, discount: 0.5, taxCode: 'EXEMPT', priceExclTax: 150, priceInclTax: 150 },
      ],
    });
    expect(screen.getByTestId('asset-line-0')).toBeTruthy();
    expect(screen.getByTestId('asset-line-2')).toBeTruthy();
    // the prices read as text (a click types them); the unit price is an input
    expect(cell(0, 'priceExclTax').textContent).toBe('€1,800.00');
    expect(cell(0, 'priceInclTax').textContent).toBe('€2,160.00');
    expect(screen.getByLabelText('€527.50, Price incl. tax line 2').textContent).toBe('€527.50');
    expect((screen.getByLabelText('Unit price line 1') as HTMLInputElement).value).toBe('€1,000.00');
    expect(screen.getByText('Excavator')).toBeTruthy();
    // changing the quantity prices the line again and hands over the whole list
    type('Quantity line 3', '4');
    expect(lines(form)).toHaveLength(3);
    expect(lines(form)[2]).toMatchObject({ quantity: 4, priceExclTax: 200, priceInclTax: 200 });
    type('Unit price line 1', '1,000');
    type('Quantity line 1', '2');
    type('Discount line 1', '10');
    expect(lines(form)[0]).toMatchObject({ quantity: 2, unitPrice: 1000, discount: 0.1, priceExclTax: 1800 });
    expect(lines(form)[0].priceInclTax).toBeCloseTo(2160, 9);
  });

  it('prices a line from unit price, quantity, discount and the FR20 tax', async () => {
    const form = await render({ assets: [{ asset: { name: 'Excavator' }, quantity: 1, discount: 0 }] });
    type('Unit price line 1', '1000');
    type('Quantity line 1', '2');
    type('Discount line 1', '10');
    fireEvent.mouseDown(screen.getByLabelText('Tax code line 1'));
    fireEvent.click(await screen.findByText('FR20 — France standard', { selector: '.ant-select-item-option-content' }));
    const [line] = lines(form);
    expect(line).toMatchObject({ unitPrice: 1000, quantity: 2, discount: 0.1, taxCode: 'FR20', priceExclTax: 1800 });
    expect(line.priceInclTax).toBeCloseTo(2160, 9);
  });

  it('typing a price derives the discount (excl. or incl. tax)', async () => {
    const form = await render({ assets: [{ ...LINE, priceExclTax: 1800, priceInclTax: 2160 }] });
    type('Price excl. tax line 1', '1500');
    expect(lines(form)[0]).toMatchObject({ priceExclTax: 1500, discount: 0.25 });
    expect(lines(form)[0].priceInclTax).toBeCloseTo(1800, 9);
    type('Price incl. tax line 1', '2400');
    expect(lines(form)[0].discount).toBeCloseTo(0, 9);
    expect(lines(form)[0].priceExclTax).toBeCloseTo(2000, 9);
  });

  it('shows the totals row only with more than one line', async () => {
    await render({ assets: [{ ...LINE, priceExclTax: 1800, priceInclTax: 2160 }] });
    expect(screen.queryByTestId('asset-lines-totals')).toBeNull();
    fireEvent.click(screen.getByText('Add line'));
    await screen.findByTestId('asset-lines-totals');
    expect(screen.getByTestId('asset-lines-totals-priceExclTax').textContent).toBe('€1,800.00');
    expect(screen.getByTestId('asset-lines-totals-priceInclTax').textContent).toBe('€2,160.00');
  });

  it('the total discount applies to every line', async () => {
    const form = await render({
      assets: [
        { ...LINE, priceExclTax: 1800, priceInclTax: 2160 },
        { asset: { name: 'Truck' }, quantity: 1, unitPrice: 500, discount: 0, taxCode: 'EXEMPT', priceExclTax: 500, priceInclTax: 500 },
      ],
    });
    // total discount = 1 - 2300 / 2500
    expect((screen.getByLabelText('Total discount') as HTMLInputElement).value).toBe('8');
    type('Total discount', '20');
    expect(lines(form).map((l) => l.discount)).toEqual([0.2, 0.2]);
    expect(lines(form).map((l) => l.priceExclTax)).toEqual([1600, 400]);
    expect(screen.getByTestId('asset-lines-totals-priceExclTax').textContent).toBe('€2,000.00');
  });

  it('an empty editable list shows one new line with quantity 1, stored once edited (the form stays clean until then)', async () => {
    const form = await render({ assets: [] });
    expect(screen.getByTestId('asset-line-0')).toBeTruthy();
    expect((screen.getByLabelText('Quantity line 1') as HTMLInputElement).value).toBe('1');
    expect(lines(form)).toEqual([]);
    type('Unit price line 1', '250');
    await waitFor(() => expect(lines(form)).toEqual([expect.objectContaining({ quantity: 1, unitPrice: 250, priceExclTax: 250 })]));
  });

  it('duplicates and deletes lines', async () => {
    const form = await render({ assets: [{ ...LINE, priceExclTax: 1800 }, { asset: { name: 'Truck' }, quantity: 1, unitPrice: 500 }] });
    fireEvent.click(screen.getByLabelText('Duplicate line 1'));
    expect(lines(form).map((l) => (l.asset as Rec).name)).toEqual(['Excavator', 'Excavator', 'Truck']);
    fireEvent.click(screen.getByLabelText('Delete line 2'));
    fireEvent.click(screen.getByLabelText('Delete line 1'));
    expect(lines(form).map((l) => (l.asset as Rec).name)).toEqual(['Truck']);
  });

  it('edits a line in its dialog: the prices follow', async () => {
    const form = await render({ assets: [{ ...LINE, priceExclTax: 1800, priceInclTax: 2160 }] });
    fireEvent.click(screen.getByLabelText('Edit line 1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Excavator')).toBeTruthy();
    expect(within(dialog).queryByText('ContractLine')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Part exchange'));
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '3' } });
    await waitFor(() => expect(within(dialog).getByDisplayValue('2,700.00')).toBeTruthy());
    expect(lines(form)[0]).toMatchObject({ quantity: 2 });
    fireEvent.click(within(dialog).getByText('Save'));
    expect(lines(form)[0]).toMatchObject({ isPartExchange: true, quantity: 3, priceExclTax: 2700 });
    expect(lines(form)[0].priceInclTax).toBeCloseTo(3240, 9);
  });

  it('read-only: the table without inputs, a view icon instead of edit, no add or search', async () => {
    await render({ assets: [{ ...LINE, priceExclTax: 1800, priceInclTax: 2160 }, { asset: { name: 'Truck' }, quantity: 1, unitPrice: 500, priceExclTax: 500 }] }, { readOnly: true });
    expect(cell(0, 'priceExclTax').textContent).toBe('€1,800.00');
    expect(cell(0, 'taxCode').textContent).toBe('FR20 — France standard');
    expect(screen.getByTestId('asset-lines').querySelector('input')).toBeNull();
    expect(screen.queryByLabelText('Edit line 1')).toBeNull();
    expect(screen.getByLabelText('View line 1')).toBeTruthy();
    expect(screen.queryByText('Add line')).toBeNull();
    expect(screen.queryByText('Search assets')).toBeNull();
    expect(screen.queryByLabelText('Delete line 1')).toBeNull();
    expect(screen.getByTestId('asset-lines-totals-priceExclTax').textContent).toBe('€2,300.00');
  });

  it('search assets: picking a catalogue item adds a priced line with its supplier', async () => {
    const items = [{ code: 'EXC-1', name: 'Excavator 20t', type: 'EQUIPMENT', catalogName: 'LECTURA', unitPrice: 1000, taxCode: 'FR20', supplierRegistration: 'SUP001', currency: 'EUR', registration: 'ACT00000001', entityName: 'AssetCatalogItem' }];
    const paths: string[] = [];
    const form = await render({ assets: [LINE] }, { extra: { routes: { '/api/asset/catalog/items': (_b, path) => (paths.push(path), items) } } });
    fireEvent.click(screen.getByText('Search assets'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Search the catalogue'), { target: { value: 'exc' } });
    await waitFor(() => expect(paths.some((p) => p.includes('search=exc'))).toBe(true), { timeout: 2000 });
    fireEvent.click(await within(dialog).findByText('Excavator 20t'));
    const added = lines(form)[1];
    expect(added).toMatchObject({ name: 'Excavator 20t', code: 'EXC-1', unitPrice: 1000, taxCode: 'FR20', supplierRegistration: 'SUP001', quantity: 1, priceExclTax: 1000 });
    expect(added.asset).toMatchObject({ name: 'Excavator 20t', type: 'EQUIPMENT' });
    expect(added.assetRegistration).toBeUndefined();
    expect(added.priceInclTax).toBeCloseTo(1200, 9);
  });

  it("search assets in the user's language: the button, the dialog and its search box", async () => {
    const fr: Record<string, string> = { 'Search assets': 'Rechercher des biens', 'Search the catalogue': 'Rechercher dans le catalogue', 'Name or code': 'Nom ou code', 'All catalogues': 'Tous les catalogues' };
    renderForm(schema, { formData: { currency: 'EUR', assets: [LINE] }, data: data({ routes: { '/api/asset/catalog/items': () => [] } }), settings: { locale: 'fr-FR' }, t: (k) => fr[k] ?? k });
    fireEvent.click(screen.getByText('Rechercher des biens'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rechercher des biens')).toBeTruthy();
    expect(within(dialog).getByLabelText('Rechercher dans le catalogue').getAttribute('placeholder')).toBe('Nom ou code');
    expect(within(dialog).queryByText('Search assets')).toBeNull();
  });

  it('search assets: a failed search shows the server message and stops loading', async () => {
    const failing = () => {
      throw Object.assign(new Error('HTTP 502'), { status: 502, body: { status: 502, code: 'CATALOG_UNAVAILABLE', message: 'The catalogue "lectura" cannot be reached: timeout' } });
    };
    await render({ assets: [LINE] }, { extra: { routes: { '/api/asset/catalog/items': failing } } });
    fireEvent.click(screen.getByText('Search assets'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('The catalogue "lectura" cannot be reached: timeout', {}, { timeout: 2000 })).toBeTruthy();
    expect(within(dialog).getByRole('alert')).toBeTruthy();
    expect(dialog.querySelector('.ant-spin-spinning')).toBeNull();
  });
});

describe('Assets card', () => {
  it('with a path shows only its fields (the asset lines), not the related Asset records', () => {
    const spec = normalizeCard({ type: 'Assets', key: 'assets', title: 'Assets', path: 'assets' }, 0, 'left');
    expect(spec.fields).toEqual(['assets']);
    renderNode(<AssetsCard spec={spec} entityName="Contract" record={{}}><span>the lines field</span></AssetsCard>);
    expect(screen.getByText('the lines field')).toBeTruthy();
    expect(screen.queryByText('Save the record to see its assets.')).toBeNull();
  });

  it('without a path keeps the related Asset records', () => {
    const spec = normalizeCard({ type: 'Assets', key: 'assets', title: 'Assets' }, 0, 'left');
    renderNode(<AssetsCard spec={spec} entityName="Deal" record={{}} />);
    expect(screen.getByText('Save the record to see its assets.')).toBeTruthy();
  });
});
