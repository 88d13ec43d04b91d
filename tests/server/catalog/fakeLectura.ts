import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for a tenant's outside equipment catalogue service, on a free local port. Paths under
 * `/ok` answer the catalogue (with the right API key), `/slow` waits longer than any test timeout,
 * `/broken` answers 500, `/text` answers something other than JSON.
 */
export interface FakeLectura {
  url: string;
  /** Every request received: path with query, and its Authorization header. */
  requests: { url: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

export const FAKE_API_KEY = 'fake-key-6b1f0c';

const MODELS = [
  { id: '320', name: '320 GC', manufacturerName: 'Caterpillar', categoryName: 'Excavators', price: 152000, currency: 'EUR' },
  { id: 'ec220', name: 'EC220E', manufacturerName: 'Volvo', categoryName: 'Excavators', price: 139500.5, currency: 'EUR' },
  { id: 'x', manufacturerName: 'Nameless' },
];

function answer(path: string, query: URLSearchParams): unknown {
  if (path === '/root-categories') return [{ id: 1, name: 'Earthmoving' }, { id: 2, name: 'Lifting' }, { name: 'without id' }];
  if (path === '/categories/1/sub-categories') return [{ id: '11', name: 'Excavators' }];
  if (path === '/categories/11/manufacturers') return { items: [{ id: 'cat', name: 'Caterpillar' }, { id: 'volvo', name: 'Volvo' }] };
  if (path === '/categories/11/manufacturers/cat/models') return [MODELS[0]];
  if (path === '/models/320') return MODELS[0];
  if (path === '/manufacturers/cat') return { id: 'cat', name: 'Caterpillar', country: 'US' };
  if (path === '/manufacturers/listed') return [{ id: 'cat' }];
  if (path.startsWith('/search/')) {
    const text = decodeURIComponent(path.slice('/search/'.length)).toLowerCase();
    return MODELS.filter((m) => `${m.manufacturerName} ${m.name ?? ''}`.toLowerCase().includes(text));
  }
  if (path === '/v2/regressor') {
    return { curves: [{ modelName: query.get('modelName'), manufacturerName: query.get('manufacturerName'), year: Number(query.get('year')), usage: Number(query.get('usage')), values: [100, 80, 65] }] };
  }
  return undefined;
}

async function respond(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://fake');
  const [, mode, ...rest] = url.pathname.split('/');
  const path = `/${rest.join('/')}`;
  if (mode === 'slow') await new Promise((r) => setTimeout(r, 2_000));
  if (mode === 'broken') {
    res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error');
    return;
  }
  if (mode === 'text') {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    return;
  }
  if (req.headers.authorization !== `Bearer ${FAKE_API_KEY}`) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}');
    return;
  }
  const body = answer(path, url.searchParams);
  if (body === undefined) res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
  else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startFakeLectura(): Promise<FakeLectura> {
  const requests: FakeLectura['requests'] = [];
  const server: Server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', authorization: req.headers.authorization });
    respond(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
