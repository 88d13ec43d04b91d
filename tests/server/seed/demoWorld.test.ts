import { describe, expect, it } from 'vitest';
import { ibanLength, isValidIban } from '../../../engine/validation/iban.ts';
import { isValidPhone } from '../../../engine/validation/phone.ts';
import { isSiren } from '../../../engine/validation/siren.ts';
import { spanishIdKind } from '../../../engine/validation/spanishId.ts';
import { checkVat } from '../../../engine/validation/vat.ts';
import { isEmail } from '../../../engine/validation/email.ts';
import { generateDemoWorld } from '../../../server/seed/demo/generateDemoWorld.ts';
import { luhnComplete } from '../../../server/seed/demo/identifiers.ts';
import { creditorIdentifier } from '../../../server/seed/demo/iban.ts';
import type { Rec } from '../../../server/seed/demo/types.ts';

const DAY = '2026-11-24';
const world = generateDemoWorld(DAY);
const created = (entity: string) => world.operations.flatMap((o) => (o.op === 'create' && o.entity === entity ? [o.data] : []));
const persons = created('Person');

/** ISO 13616 check, written here independently of the generator: the number read in base 36 mod 97 is 1. */
function mod97IsOne(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  const digits = [...moved].map((c) => parseInt(c, 36).toString()).join('');
  return BigInt(digits) % 97n === 1n;
}

describe('demo world generator (pure)', () => {
  it('is deterministic: the same day gives the same world, byte for byte', () => {
    expect(JSON.stringify(generateDemoWorld(DAY))).toBe(JSON.stringify(world));
  });

  it('places its dates around the day it is given, the rest unchanged', () => {
    const later = generateDemoWorld('2027-03-10');
    const strip = (w: unknown) =>
      JSON.stringify(w)
        .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, 'D')
        .replace(/\b(19|20)\d{2}\b/g, 'Y')
        .replace(/"(usage|year|yearOfReference)":\d+/g, '"$1":0');
    expect(strip(later.operations.slice(0, 200))).toBe(strip(world.operations.slice(0, 200)));
    expect(JSON.stringify(later)).not.toBe(JSON.stringify(world));
  });

  it("fills each contract's payment terms: the client's payment mode, a condition, the first payment date its timing implies", () => {
    const contracts = created('Contract');
    expect(contracts.length).toBeGreaterThanOrEqual(200);
    for (const c of contracts) {
      const client = (c.persons as Rec[]).find((p) => p.role === 'CLIENT') as Rec;
      expect(c.paymentMode, String(c.name)).toBe((client.invoicing as Rec).paymentMode);
      expect(['SDD', 'TRANSFER']).toContain(c.paymentMode);
      expect(c.paymentCondition).toBe('IMMEDIATE');
      const start = String(c.startDate);
      if (c.paymentTiming === 'ADVANCE') expect(c.firstPaymentDate, String(c.name)).toBe(start);
      else {
        // one period after the start (starts are the first of a month)
        const months = Number(c.periodicity) / 30;
        const [y, m] = start.split('-').map(Number);
        const first = new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
        expect(c.firstPaymentDate, String(c.name)).toBe(first);
      }
    }
  });

  it('gives every person a valid IBAN of its country length, checked by mod 97', () => {
    const accounts = persons.flatMap((p) => (p.bankAccounts as Rec[] | undefined) ?? []);
    expect(accounts.length).toBeGreaterThanOrEqual(150);
    for (const a of accounts) {
      const iban = String(a.bankIban);
      expect(iban.length, iban).toBe(ibanLength(iban.slice(0, 2)));
      expect(mod97IsOne(iban), iban).toBe(true);
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('writes registration identifiers that pass the engine checks', () => {
    const registrations = persons.map((p) => p.registration).filter((r): r is string => typeof r === 'string');
    expect(new Set(registrations).size).toBe(registrations.length);
    const kinds = new Set(registrations.map((r) => r.slice(0, 3)));
    expect([...kinds].sort()).toEqual(['CIF', 'DEU', 'ITA', 'NIF', 'SIR']);
    for (const r of registrations) {
      if (r.startsWith('SIR')) expect(isSiren(r.slice(3)), r).toBe(true);
      if (r.startsWith('CIF')) expect(spanishIdKind(r.slice(3)), r).toBe('CIF');
      if (r.startsWith('NIF')) expect(['DNI', 'NIE'], r).toContain(spanishIdKind(r.slice(3)));
      if (r.startsWith('ITA')) expect(luhnComplete(r.slice(3, -1)), r).toBe(r.slice(3));
    }
    const vats = persons.flatMap((p) => ((p.registrations as Rec[] | undefined) ?? []).filter((i) => i.type === 'VAT').map((i) => String(i.number)));
    expect(vats.length).toBeGreaterThan(50);
    for (const vat of vats) expect(checkVat(vat), vat).toBeNull();
    for (const p of persons.filter((x) => typeof x.siret === 'string')) {
      expect(String(p.siret).startsWith(String(p.registration).slice(3))).toBe(true);
      expect(luhnComplete(String(p.siret).slice(0, 13))).toBe(p.siret);
    }
  });

  it('writes phone numbers valid for their country and e-mails under the reserved .example domain', () => {
    const phones = persons.flatMap((p) => [p.phone, p.mobile, ...((p.contacts as Rec[] | undefined) ?? []).flatMap((c) => [c.phone, c.mobile])]).filter((x): x is string => typeof x === 'string');
    expect(phones.length).toBeGreaterThan(200);
    for (const phone of phones) expect(isValidPhone(phone), phone).toBe(true);
    const emails = persons.flatMap((p) => [p.email, ...((p.contacts as Rec[] | undefined) ?? []).map((c) => c.email)]).filter((x): x is string => typeof x === 'string');
    for (const email of emails) {
      expect(isEmail(email), email).toBe(true);
      expect(email.endsWith('.example'), email).toBe(true);
    }
  });

  it('gives the lessor SEPA creditor identifiers with their check digits', () => {
    const ids = persons.filter((p) => p.type === 'O').map((p) => String((p.bankAccounts as Rec[])[0].sepaCreditorIdentifier));
    expect(ids).toHaveLength(4);
    for (const id of ids) expect(creditorIdentifier(id.slice(0, 2) as 'FR', id.slice(7))).toBe(id);
    expect(creditorIdentifier('DE', '09999999999')).toBe('DE98ZZZ09999999999');
  });

  it('keeps postal codes the address shape accepts (5 digits) with a map position', () => {
    for (const a of persons.flatMap((p) => p.addresses as Rec[])) {
      expect(a.zipcode).toMatch(/^\d{5}$/);
      expect((a.location as Rec).coordinates).toHaveLength(2);
    }
  });
});
