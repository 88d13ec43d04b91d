import { describe, expect, it } from 'vitest';
import { planCollectionCases, type OverdueInvoice } from '../../../server/seed/demo/collectionCases.ts';
import { generateDemoWorld } from '../../../server/seed/demo/generateDemoWorld.ts';
import { DEMO_TEXTS, demoText, type DemoLanguage } from '../../../server/seed/demo/texts.ts';
import type { Country, DemoOperation, Rec } from '../../../server/seed/demo/types.ts';

const LANGUAGES: readonly DemoLanguage[] = ['fr', 'de', 'es', 'it'];
const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((m) => m[0]).sort();
/** The markdown marks of a text, in order: `**` and `*`. */
const marks = (text: string) => text.match(/\*\*|\*/g) ?? [];
const words = (text: string) => text.replace(/\{\w+\}/g, '').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;

describe('demo texts catalogue', () => {
  const entries = Object.entries(DEMO_TEXTS);

  it('translates every English text into the four languages, none empty, with the same variable parts and markdown', () => {
    expect(entries.length).toBeGreaterThan(40);
    for (const [english, translations] of entries) {
      for (const language of LANGUAGES) {
        const text = translations[language];
        expect(text, `${language}: ${english}`).toBeTypeOf('string');
        expect(text?.trim(), `${language}: ${english}`).not.toBe('');
        expect(placeholders(text ?? ''), `${language}: ${english}`).toEqual(placeholders(english));
        expect(marks(text ?? ''), `${language}: ${english}`).toEqual(marks(english));
      }
    }
  });

  it('misses no translation: every text differs from the English, and a sentence of more than 3 words differs between languages', () => {
    for (const [english, translations] of entries) {
      for (const language of LANGUAGES) expect(translations[language], `${language}: ${english}`).not.toBe(english);
      if (words(english) <= 3) continue;
      const texts = LANGUAGES.map((l) => translations[l]);
      expect(new Set(texts).size, english).toBe(LANGUAGES.length);
    }
  });

  it("answers the text in the language of the record's country, English otherwise, with its variable parts filled in", () => {
    expect(demoText('DE', 'Credit analysis to complete')).toBe('Kreditprüfung abschließen');
    expect(demoText('FR', 'Credit analysis to complete')).toBe('Analyse de crédit à finaliser');
    expect(demoText('ES', 'Credit analysis to complete')).toBe('Análisis de crédito por completar');
    expect(demoText('IT', 'Credit analysis to complete')).toBe('Analisi del credito da completare');
    expect(demoText(undefined, 'Credit analysis to complete')).toBe('Credit analysis to complete');
    expect(demoText('DE', 'A text without translation')).toBe('A text without translation');
    expect(demoText('IT', 'Disputed invoice {invoice} – {client}', { invoice: 'INV-1', client: 'Rossi {x} S.r.l.' })).toBe('Fattura contestata INV-1 – Rossi {x} S.r.l.');
    expect(demoText(undefined, 'Overdue payments – {client}', { client: 'ACME' })).toBe('Overdue payments – ACME');
  });
});

describe('demo world texts', () => {
  const world = generateDemoWorld('2026-12-06');
  const creates = world.operations.filter((o): o is Extract<DemoOperation, { op: 'create' }> => o.op === 'create');
  /** Planned key of each lessor company (persons of type O) -> the country of its first address. */
  const lessors = new Map(creates.filter((o) => o.entity === 'Person' && o.data.type === 'O').map((o) => [o.key as string, (o.data.addresses as Rec[])[0].country as Country]));
  const germany = [...lessors].find(([, country]) => country === 'DE')?.[0];
  const onGermanContracts = (entity: string) => creates.filter((o) => o.entity === entity && o.data.entityName === 'Contract' && o.data.orgaRegistration === germany).map((o) => o.data);
  const german = new Set(Object.values(DEMO_TEXTS).map((t) => t.de));
  const englishOf = (de: unknown) => Object.entries(DEMO_TEXTS).find(([, t]) => t.de === de)?.[0];

  it('writes the tasks and notes on the contracts of the German company in German', () => {
    expect(germany).toBeDefined();
    const tasks = onGermanContracts('Task');
    const notes = onGermanContracts('Note');
    expect(tasks.length).toBeGreaterThan(5);
    expect(notes.length).toBeGreaterThan(3);
    const names = tasks.map((t) => t.name);
    expect(names).toContain('Die letzten beiden Jahresabschlüsse anfordern');
    expect(names).toContain('Ratenrückstände: Rückzahlungsplan vereinbaren');
    for (const task of tasks) {
      expect(german.has(String(task.name)), String(task.name)).toBe(true);
      expect(String(task.description).startsWith(`${String(task.name)} – `), String(task.description)).toBe(true);
    }
    for (const note of notes) {
      const english = englishOf(note.name);
      expect(english, String(note.name)).toBeDefined();
      expect(german.has(String(note.content)), String(note.content)).toBe(true);
    }
    expect(notes.map((n) => n.name)).toContain('Zahlungsstörung');
  });

  it("writes each task, note and document in the language of its lessor company's country", () => {
    const catalogue = Object.entries(DEMO_TEXTS);
    const languageOf = (text: string) => LANGUAGES.filter((l) => catalogue.some(([, t]) => t[l] !== undefined && new RegExp(`^${pattern(t[l] as string)}$`).test(text)));
    const expected: Record<Country, DemoLanguage> = { FR: 'fr', DE: 'de', ES: 'es', IT: 'it' };
    // (a prospect's notes, prospects.ts, belong to no lessor company)
    const records = creates.filter((o) => (o.entity === 'Task' || o.entity === 'Note') && lessors.has(String(o.data.orgaRegistration)));
    expect(records.length).toBeGreaterThan(100);
    for (const { data } of records) {
      const language = expected[lessors.get(String(data.orgaRegistration)) as Country];
      expect(languageOf(String(data.name)), String(data.name)).toContain(language);
      const text = String(data.content ?? data.description);
      // a contract task's description is its name and the contract's
      if (!text.startsWith(`${String(data.name)} – `)) expect(languageOf(text), text).toContain(language);
    }
    const documents = world.operations.filter((o): o is Extract<DemoOperation, { op: 'document' }> => o.op === 'document');
    expect(documents.length).toBeGreaterThan(5);
    for (const d of documents) expect(languageOf(d.fields.name).length, d.fields.name).toBe(1);
  });
});

/** A catalogue text as a pattern: its `{name}`s match anything. */
function pattern(text: string): string {
  return text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+');
}

describe('collection cases texts', () => {
  const invoice = (registration: string, status: string, dueDate: string, orga: string): OverdueInvoice => ({
    registration, status, dueDate, balance: 1200, contractRegistration: 'CT1', orgaRegistration: orga, client: { personRegistration: 'P1', name: 'Müller Bau GmbH' },
  });
  const countries = new Map<string, Country>([['ORG-DE', 'DE'], ['ORG-IT', 'IT']]);

  it("writes a case's name, last action and description in the language of its lessor company's country", () => {
    const cases = planCollectionCases([
      invoice('INV1', 'SENT', '2026-09-01', 'ORG-DE'),
      invoice('INV2', 'DISPUTED', '2026-11-01', 'ORG-IT'),
      invoice('INV3', 'SENT', '2026-11-20', 'ORG-XX'),
    ], '2026-12-06', new Map([['ORG-DE', 'officer.de@master']]), countries);
    const byInvoice = new Map(cases.map((c) => [c.invoiceRegistration, c]));
    expect(byInvoice.get('INV1')).toMatchObject({
      name: 'Zahlungsrückstände – Müller Bau GmbH',
      lastAction: 'Letzte Mahnung per Einschreiben versandt',
      description: '1 Rechnung(en) seit 2026-09-01 überfällig (INV1); betroffene Verträge: 1.',
    });
    expect(byInvoice.get('INV2')).toMatchObject({
      name: 'Fattura contestata INV2 – Müller Bau GmbH',
      lastAction: 'Il cliente contesta l’importo fatturato: richiesti i documenti giustificativi',
      description: 'Il cliente contesta la fattura INV2 scaduta il 2026-11-01; il recupero è sospeso fino alla sua definizione.',
    });
    // a company whose country is not known keeps the English texts
    expect(byInvoice.get('INV3')).toMatchObject({ name: 'Overdue payments – Müller Bau GmbH', lastAction: 'Payment reminder sent' });
  });
});
