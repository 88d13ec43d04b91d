import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionsCheckingInterval } from '../../server/http/clientErrors.ts';
import { testDatabases } from './support/testDatabases.ts';
import { startTestServer, type TestServer } from './support/testServer.ts';

/** What the server writes back on a raw connection, up to its close. */
function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

/** Issue 37 item 4: a request whose body never completes is dropped with a catalogued 408. */
describe.each(testDatabases().slice(0, 1))('request timeout on $name', (db) => {
  let s: TestServer;
  let port = 0;
  beforeAll(async () => {
    s = await startTestServer(db, { requestTimeoutMs: 400 });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => s?.close());

  it('answers 408 REQUEST_TIMEOUT in the catalogue format and closes the connection', async () => {
    const started = Date.now();
    const answer = await exchange(port, 'POST /api/person/persons HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ status: 408, code: 'REQUEST_TIMEOUT', message: 'The request did not arrive in time: send it again' });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('keeps answering whole requests at once, the event stream included', async () => {
    const ping = await exchange(port, 'GET /api/core/ping HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(ping).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('checks often enough for the limit to hold, rarely for long limits', () => {
    expect(connectionsCheckingInterval(400)).toBe(100);
    expect(connectionsCheckingInterval(120_000)).toBe(30_000);
  });
});
