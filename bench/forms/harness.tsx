// The forms benchmark page: the real card page (GenericCardPage: the rjsf Form with our fields, widgets,
// templates and card layout) of a synthetic 300-field entity, fed by an in-memory data provider. It
// records when the page is mounted and when every field is painted, the latency of each keystroke
// (keydown to the next frame painted) and every ajv schema compilation of the forms' validator.
import { createRoot } from 'react-dom/client';
import { App as AntApp } from 'antd';
import type { DataProvider } from '../../engine/data/DataProvider.ts';
import { createDefaultRegistry } from '../../engine/registry/defaultRegistry.ts';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { EngineContext } from '../../renderers/context/EngineContext.ts';
import { GenericCardPage } from '../../renderers/pages/GenericCardPage.tsx';
import { FormWarmUp } from '../../renderers/fields/warmUp/FormWarmUp.tsx';

export const FIELD_COUNT = 300;

/** One x-field of each kind, cycled over the 300 fields (value type, x-field options). */
const KINDS: { type: unknown; format?: string; field: Record<string, unknown> }[] = [
  { type: ['string', 'null'], field: { type: 'text', max: 200 } },
  { type: ['number', 'null'], field: { type: 'number' } },
  { type: ['number', 'null'], field: { type: 'currency', currency: 'EUR' } },
  { type: ['number', 'null'], field: { type: 'percentage' } },
  { type: ['string', 'null'], format: 'date', field: { type: 'date' } },
  { type: ['string', 'null'], field: { type: 'select', select: { options: [{ value: 'A', label: 'Alpha' }, { value: 'B', label: 'Beta' }, { value: 'C', label: 'Gamma' }] } } },
  { type: ['string', 'null'], field: { type: 'email' } },
  { type: ['string', 'null'], field: { type: 'phone' } },
  { type: ['string', 'null'], field: { type: 'iban' } },
  { type: ['boolean', 'null'], field: { type: 'checkbox' } },
  { type: ['string', 'null'], field: { type: 'textarea', rows: 2 } },
  { type: ['integer', 'null'], field: { type: 'integer', min: 0, max: 1000 } },
  { type: ['string', 'null'], field: { type: 'select', select: { list: 'benchList' } } },
  { type: ['boolean', 'null'], field: { type: 'switch' } },
  { type: ['string', 'null'], field: { type: 'text', mandatory: true } },
];

const pad = (i: number) => String(i).padStart(3, '0');

/** The synthetic entity: f000 (a text field, the one typed in) to f299, every kind in turn. */
function benchSchema(): JsonSchema {
  const properties = Object.fromEntries(
    Array.from({ length: FIELD_COUNT }, (_, i) => {
      const kind = KINDS[i % KINDS.length];
      const label = `${String(kind.field.type)} ${pad(i)}`;
      return [`f${pad(i)}`, { type: kind.type, ...(kind.format ? { format: kind.format } : {}), 'x-field': { ...kind.field, label } }];
    }),
  );
  return {
    $id: 'https://tabula.local/schemas/entities/bench-form.json',
    title: 'BenchForm',
    type: 'object',
    'x-entity': { name: 'BenchForm', collection: 'benchForms', apiPath: '/api/bench/bench-forms', listRoute: false },
    properties,
  } as unknown as JsonSchema;
}

interface Marks {
  mountAt?: number;
  /** The first frame painted with the viewport full of fields (the drawn fields reach below it) or every field drawn. */
  screenAt?: number;
  /** The frame painted with every field drawn. */
  paintedAt?: number;
  /** ajv schema compilations, whatever asked for them (compile, getSchema, validate). */
  compiles: number;
  /** Latency of each keystroke: keydown to the first task after the next frame. */
  keys: number[];
}
const marks: Marks = { compiles: 0, keys: [] };
(window as unknown as { benchMarks: Marks }).benchMarks = marks;

// The forms' validator interprets schemas (renderers/fields/model/evalFreeValidator.ts: no ajv code
// generation, which the Content-Security-Policy refuses): there is no compilation to count, so
// `compiles` stays 0 whatever the form does.

const afterPaint = (done: () => void) =>
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(null);
  });

document.addEventListener(
  'keydown',
  (e) => {
    const now = performance.now();
    const start = e.timeStamp > 0 && e.timeStamp <= now && now - e.timeStamp < 1000 ? e.timeStamp : now;
    afterPaint(() => marks.keys.push(performance.now() - start));
  },
  true,
);

let screenPending = false;
const watch = () => {
  const drawn = document.querySelectorAll('[data-field^="root_f"]');
  const all = drawn.length >= FIELD_COUNT && document.getElementById(`root_f${pad(FIELD_COUNT - 1)}`);
  // the fields are drawn in order: the screen is full once the last one drawn starts below the viewport
  const full = all || (drawn.length > 0 && drawn[drawn.length - 1].getBoundingClientRect().top >= innerHeight);
  if (full && marks.screenAt === undefined && !screenPending) {
    screenPending = true;
    afterPaint(() => ((marks.screenAt = performance.now()), (screenPending = false)));
  }
  if (all) {
    afterPaint(() => (marks.paintedAt = performance.now()));
    return;
  }
  requestAnimationFrame(watch);
};

const lists: Record<string, unknown[]> = { benchList: Array.from({ length: 40 }, (_, i) => ({ value: `V${i}`, label: `Value ${i}` })) };
const notFound = () => Promise.reject(Object.assign(new Error('Not found'), { status: 404 }));
const data: DataProvider = {
  getList: async ({ offset, size }) => ({ records: [], offset, size, continues: false, total: 0 }),
  getOne: notFound,
  create: async (p) => ({ ...p.data, registration: 'BEN00000001' }),
  update: async (p) => p.data,
  delete: async () => undefined,
  custom: async <T,>({ path }: { method: string; path: string }) => {
    const list = new URL(path, location.href).searchParams.get('lists');
    if (list && lists[list]) return [lists[list]] as T;
    return notFound();
  },
};

const registry = createDefaultRegistry();
registry.register(benchSchema());
const env = { registry, shapes: [], data, notify: () => {}, navigate: () => {}, t: (k: string) => k };
const root = createRoot(document.getElementById('root')!);

/** Mounts the card page (again: `key` makes a new page, as when the app opens another record). */
function open(key: number): void {
  marks.mountAt = performance.now();
  marks.screenAt = undefined;
  marks.paintedAt = undefined;
  root.render(
    <AntApp>
      <EngineContext.Provider value={env}>
        <GenericCardPage key={key} entityName="BenchForm" />
      </EngineContext.Provider>
    </AntApp>,
  );
  requestAnimationFrame(watch);
}

/** Opens the form again in the same page: styles and lookup lists are warm, as in a session of the app. */
function reopen(key: number): void {
  marks.screenAt = undefined;
  marks.paintedAt = undefined;
  root.render(<AntApp />);
  afterPaint(() => open(key));
}
(window as unknown as { benchReopen: typeof reopen }).benchReopen = reopen;

// `?warm`: the page first warms the form engine as the app's shell does once it is shown (FormWarmUp,
// when the browser is first idle), then, when the browser is idle again (a user's click comes seconds
// after the shell is shown), opens the form: the first record a user opens in the app.
if (new URLSearchParams(location.search).has('warm')) {
  root.render(
    <AntApp>
      <EngineContext.Provider value={env}>
        <FormWarmUp onDone={() => requestIdleCallback(() => open(0), { timeout: 1000 })} />
      </EngineContext.Provider>
    </AntApp>,
  );
} else open(0);
