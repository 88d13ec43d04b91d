import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { build } from '../../../server/app.ts';
import type { BillingOptions } from '../../../server/billing/billingOptions.ts';

type Rec = Record<string, unknown>;

export const ADMIN_PASSWORD = 'Billing-test-Passw0rd';
export const RUN = '/api/script/runs/run-billing';
export const INVOICES = '/api/billing/invoices';
export const CASHFLOWS = '/api/billing/cashflows';
export const CONTRACTS = '/api/financing/contracts';

/** A server on the database (undefined: PGlite in memory), with the billing limits of the test. */
export function billingApp(databaseUrl: string | undefined, billing?: BillingOptions): Promise<FastifyInstance> {
  return build({ databaseUrl, adminPassword: ADMIN_PASSWORD, demoData: false, logger: false, billing });
}

export async function signIn(app: FastifyInstance, username = 'admin@master', password = ADMIN_PASSWORD): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/core/auth/login', payload: { username, password } });
  if (res.statusCode !== 200 || !res.headers.authorization) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return { authorization: String(res.headers.authorization) };
}

/** Calls of one signed-in user on one server. */
export function client(app: FastifyInstance, headers: Record<string, string>) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Rec): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: Rec): Promise<unknown> => {
    const res = await call(method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.statusCode === 204 ? undefined : res.json();
  };
  return {
    call,
    ok,
    bill: (query: string) => call('GET', `${RUN}${query}`),
    list: async (url: string) => (await ok('GET', `${url}${url.includes('?') ? '&' : '?'}range=0-999`)) as Rec[],
    async person(body: Rec): Promise<string> {
      return String(((await ok('POST', '/api/person/persons', body)) as Rec).registration);
    },
    /** Creates a contract and takes it to ACTIVE through the workflow (submit, approve, activate). */
    async activeContract(body: Rec): Promise<Rec> {
      const created = (await ok('POST', CONTRACTS, body)) as Rec;
      for (const code of ['submit', 'approve', 'activate']) await ok('GET', `${CONTRACTS}/${String(created.registration)}/transitions/${code}`);
      return created;
    },
  };
}

/** Sums amounts exactly in minor units: cents by default, millimes for TND (3 decimals). */
export const sumExact = (values: unknown[], decimals = 2) => values.reduce<number>((t, v) => t + Math.round(Number(v) * 10 ** decimals), 0) / 10 ** decimals;
