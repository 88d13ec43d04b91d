import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';

type Rec = Record<string, unknown>;
type Auth = { authorization: string };

/** An entity of the route map, as scripts/route-map.ts prints it. */
export interface RouteEntity {
  name: string;
  route: string;
  listRoute: string | null;
  idOnly: boolean;
  keyField: string;
  apiPath: string;
}

/** The client route map: the registry's entities and the special pages' paths. */
export interface RouteMap {
  entities: RouteEntity[];
  special: string[];
}

/** The route map from the app's own sources (app/routes.tsx builds its routes from the same two). */
export function readRouteMap(): RouteMap {
  return JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/route-map.ts'], { encoding: 'utf8' }),
  ) as RouteMap;
}

/** Records the visits need, created through the API as the admin (names carry the run's stamp). */
export interface RouteSamples {
  /** The key of one record per entity, for `{detail route}/{key}`. */
  keys: Map<string, string>;
  /** Concrete paths for each special route with parameters. */
  params: Record<string, string[]>;
  /** Where /u/{shortKey} of the sample short link lands. */
  shortLink: { path: string; target: string };
}

const STAMP = Date.now().toString(36);

async function json<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * One record of the entity: the first one found, else one created with a name, completed with the
 * mandatory fields the server names (a person's registration for references, a text otherwise).
 */
async function sampleOf(
  request: APIRequestContext,
  auth: Auth,
  info: RouteEntity,
  personRegistration: string,
): Promise<Rec> {
  const found = await json<Rec[]>(
    await request.get(`${info.apiPath}?range=0-0`, { headers: auth }),
    `list ${info.apiPath}`,
  );
  if (found[0]) return found[0];
  const body: Rec = { name: `Route sample ${info.name} ${STAMP}` };
  for (let attempt = 0; attempt < 3; attempt++) {
    const res = await request.post(info.apiPath, { headers: auth, data: body });
    if (res.ok()) return (await res.json()) as Rec;
    const error = (await res.json()) as { code?: string; errors?: { path: string }[] };
    if (error.code !== 'MISSING_FIELD_IN_BODY' || !error.errors?.length) break;
    for (const { path } of error.errors)
      body[path] = path.endsWith('Registration') ? personRegistration : `Sample ${path}`;
  }
  return json<Rec>(await request.post(info.apiPath, { headers: auth, data: body }), `create ${info.name}`);
}

const post = (request: APIRequestContext, auth: Auth, path: string, data: object) =>
  request.post(path, { headers: auth, data });

/**
 * Creates what the route visits need: a record of every entity, a dyno entity and one of its
 * records, a catalogue script, a content page, a short link, metrics, a stored document and a
 * script run whose request id has logs.
 */
export async function createRouteSamples(
  request: APIRequestContext,
  auth: Auth,
  entities: RouteEntity[],
): Promise<RouteSamples> {
  const content = await json<Rec>(
    await post(request, auth, '/api/core/key-values', {
      key: `content/e2e-${STAMP}`,
      name: 'Welcome',
      value: '# Welcome\n\nRead **this** first.',
    }),
    'content page',
  );
  await json(
    await post(request, auth, '/api/core/key-values', {
      key: `short-${STAMP}`,
      name: 'Short link',
      url: '/contracts',
    }),
    'short link',
  );
  for (const value of [12, 18]) {
    await json(
      await post(request, auth, '/api/core/metrics', {
        name: 'API latency',
        key: `e2e.latency.${STAMP}`,
        type: 'duration',
        value,
        unit: 'ms',
        date: new Date().toISOString(),
      }),
      'metric',
    );
  }
  const person = await json<Rec[]>(
    await request.get('/api/person/persons?range=0-0', { headers: auth }),
    'persons',
  );
  await json(
    await post(request, auth, `/api/person/persons/${String(person[0].registration)}/documents`, {
      fileName: 'route.txt',
      mimeType: 'text/plain',
      contentBase64: Buffer.from('route sample').toString('base64'),
    }),
    'document',
  );
  const run = await post(request, auth, '/api/script/runs/hello-world', {});
  await json(run, 'script run');
  const catalogue = `e2e-catalogue-${STAMP}`;
  const code =
    "export function execute(ctx) { return [{ value: 'A', label: 'Alpha' }, { value: 'B', label: 'Beta' }].filter((i) => i.label.toLowerCase().includes((ctx.query || '').toLowerCase())); }";
  await json(
    await post(request, auth, '/api/script/scripts', { name: catalogue, type: 'catalogue', content: code }),
    'catalogue script',
  );
  const dyno = [
    {
      name: 'dynoCarPark',
      title: 'Car park',
      properties: {
        capacity: { type: ['integer', 'null'], 'x-field': { type: 'integer', label: 'Capacity' } },
      },
    },
  ];
  await json(
    await request.patch('/api/script/scripts/dyno-descriptors', {
      headers: auth,
      data: { content: JSON.stringify(dyno) },
    }),
    'dyno descriptors',
  );
  const park = await json<Rec>(
    await post(request, auth, '/api/dyno/dynoCarPark', { name: `Car park ${STAMP}`, capacity: 40 }),
    'dyno record',
  );

  // an import run is written by the server only: it comes from running an import, as on /imports
  const importRun = await json<Rec>(
    await post(request, auth, '/api/import/imports/run', { entityName: 'Person', fileName: `route-sample-${STAMP}.csv`, rows: [{ name: `Imported ${STAMP}`, type: 'C' }] }),
    'import run',
  );

  const keys = new Map<string, string>();
  for (const info of entities) {
    const record =
      info.name === 'KeyValue'
        ? content
        : info.name === 'ImportRun'
          ? importRun
          : await sampleOf(request, auth, info, String(person[0].registration));
    keys.set(info.name, String(record[info.keyField] ?? record.registration));
  }
  return {
    keys,
    shortLink: { path: `/u/short-${STAMP}`, target: '/contracts' },
    params: {
      '/object-storage-container/:containerName': [
        '/object-storage-container/Person',
        '/object-storage-container/unattached',
      ],
      '/metric-record/:key': [`/metric-record/e2e.latency.${STAMP}`],
      '/request-log/:requestId': [`/request-log/${String(run.headers()['x-request-id'])}`],
      '/content/*': [`/content/e2e-${STAMP}`],
      '/page/:name': ['/page/dyno-car-parks'],
      '/page/:name/:key': ['/page/dyno-car-park/new', `/page/dyno-car-park/${String(park.registration)}`],
      '/catalog/:name': [`/catalog/${catalogue}`],
      '/edit-catalog/:name': [`/edit-catalog/${catalogue}`],
      // a page whose prose does not quote the error texts the visit looks for
      '/documentation/:page': ['/documentation/scripts'],
    },
  };
}
