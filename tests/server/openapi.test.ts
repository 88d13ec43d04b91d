import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../engine/errors/catalogue.ts';
import { build } from '../../server/app.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('the OpenAPI document', () => {
  let app: Awaited<ReturnType<typeof build>>;
  let doc: Json;
  beforeAll(async () => {
    app = await build({ adminPassword: 'OpenApi-test-Passw0rd', demoData: false, logger: false });
    const res = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  }, 120_000);
  afterAll(() => app?.close());

  it('is public and a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('lists every collection with its operations, list parameters and entity bodies', () => {
    for (const info of app.tabula.registry.all().filter((i) => !i.dyno)) {
      const list = doc.paths[info.apiPath];
      const one = doc.paths[`${info.apiPath}/{key}`];
      expect(Object.keys(list ?? {}), info.apiPath).toEqual(expect.arrayContaining(['get', 'post']));
      expect(Object.keys(one ?? {}), info.apiPath).toEqual(expect.arrayContaining(['get', 'post', 'patch', 'put', 'delete']));
      if (info.name === 'Tenant') continue;
      expect(list.get.parameters.map((p: Json) => p.$ref ?? p.name)).toEqual(expect.arrayContaining(['#/components/parameters/range', '#/components/parameters/sort', 'filters']));
      expect(list.post.requestBody.content['application/json'].schema).toEqual({ $ref: `#/components/schemas/${info.name}` });
      expect(Object.keys(list.get.responses['200'].headers)).toEqual(expect.arrayContaining(['pagination-limit', 'pagination-offset', 'pagination-size', 'pagination-continues', 'pagination-total']));
      expect(doc.components.schemas[info.name].properties.registration).toBeDefined();
    }
  });

  it('describes the error shape with every catalogued code', () => {
    expect(doc.components.schemas.Error.properties.code.enum).toEqual(Object.keys(ERROR_CATALOGUE));
    expect(doc.paths['/api/person/persons/{key}'].post.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
  });

  it('documents the Idempotency-Key header on the write operations, not on sign-in nor reads (issue 42)', () => {
    const key = { $ref: '#/components/parameters/IdempotencyKey' };
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', schema: { maxLength: 200 } });
    expect(doc.paths['/api/person/persons'].post.parameters).toContainEqual(key);
    expect(doc.paths['/api/person/persons'].post.responses['201'].headers['Idempotency-Replayed']).toEqual({ $ref: '#/components/headers/Idempotency-Replayed' });
    expect(doc.paths['/api/person/persons/{key}'].patch.parameters).toContainEqual(key);
    expect(doc.paths['/api/person/persons/{key}'].delete.parameters).toContainEqual(key);
    expect(doc.paths['/api/person/persons/{key}'].patch.responses['422']).toEqual({ $ref: '#/components/responses/IdempotencyKeyReused' });
    expect(doc.paths['/api/person/persons/{key}'].get.parameters).not.toContainEqual(key);
    expect(doc.paths['/api/person/persons/{key}'].get.responses['200'].headers['Idempotency-Replayed']).toBeUndefined();
    expect(doc.paths['/api/core/auth/login'].post.parameters ?? []).not.toContainEqual(key);
    expect(doc.paths['/api/core/tickets'].post.parameters ?? []).not.toContainEqual(key);
  });

  it('includes the other API routes, public ones without security', () => {
    expect(doc.paths['/api/core/auth/login'].post.security).toEqual([]);
    expect(doc.paths['/api/core/ping'].get.security).toEqual([]);
    expect(doc.paths['/api/core/temporary-collection']).toBeDefined();
  });
});
