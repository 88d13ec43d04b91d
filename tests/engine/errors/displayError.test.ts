import { describe, expect, it } from 'vitest';
import { AppError } from '../../../engine/errors/AppError.ts';
import { displayError, errorBodyText, setErrorTranslator } from '../../../engine/errors/displayError.ts';
import { shippedLocales } from '../i18n/shippedLocales.ts';

describe('displayError (seed 000 §8.2)', () => {
  it('shows the server message with the status, after the generic prefix', () => {
    expect(displayError({ status: 500, body: { message: 'Internal error' } })).toEqual({
      level: 'error',
      message: 'Oops, something went wrong Internal error (500)',
    });
  });
  it('joins the errors list with commas when there is no message', () => {
    const body = { errors: [{ path: 'a', message: 'first' }, { path: 'b', message: 'second' }] };
    expect(displayError({ status: 400, body }).message).toBe('Oops, something went wrong first, second (400)');
  });
  it('shows a 499 server message as a warning', () => {
    expect(displayError({ status: 499, body: { message: 'Run already in progress' } })).toEqual({
      level: 'warning',
      message: 'Run already in progress',
    });
  });
  it('shows a 409 rejectionReason as a warning', () => {
    expect(displayError({ status: 409, body: { message: 'x', rejectionReason: 'Changed by someone else' } })).toEqual({
      level: 'warning',
      message: 'Changed by someone else',
    });
  });
  it('parses text (blob) bodies as JSON, else shows them as text', () => {
    expect(displayError({ status: 400, body: '{"message":"Bad"}' }).message).toBe('Oops, something went wrong Bad (400)');
    expect(displayError({ status: 502, body: 'Bad gateway' }).message).toBe('Oops, something went wrong Bad gateway (502)');
  });
  it('tells a network error from offline mode', () => {
    expect(displayError({ networkError: true }).message).toBe('Network error: Check your internet connection');
    expect(displayError({ networkError: true }, { offline: true }).message).toBe(
      'You are in offline mode, some features requiring network connectivity are not available.',
    );
  });
  it('translates the server message', () => {
    const t = (k: string) => (k === 'Bad' ? 'Mauvais' : k);
    expect(displayError({ status: 499, body: { message: 'Bad' } }, { t }).message).toBe('Mauvais');
  });
});

describe('displayError words a catalogued error in the reader language (issue 36 item 4)', () => {
  const fr = shippedLocales.get('fr') ?? {};
  const t = (k: string) => fr[k] ?? k;

  it('translates by code, the catalogue template filled with the args, the field by its translated label', () => {
    const body = { status: 400, code: 'INVALID_DATE_FIELD', message: 'Field "Start date" must be a valid date', args: ['Start date'], field: 'startDate' };
    expect(displayError({ status: 400, body }, { t }).message).toBe(`${fr['Oops, something went wrong']} Le champ « ${fr['Start date']} » doit être une date valide (400)`);
  });

  it('a field path is shown by the label the caller resolves, else by its last segment in words', () => {
    const body = new AppError('MISSING_FIELD_IN_BODY', ['persons.0.role']).toBody();
    expect(errorBodyText(body, { t })).toBe(`Le champ « ${fr.Role} » est manquant`);
    const labelled = { ...body, field: 'persons.0.role' };
    expect(errorBodyText(labelled, { t, label: (path) => (path === 'persons.0.role' ? 'Name' : undefined) })).toBe(`Le champ « ${fr.Name} » est manquant`);
  });

  it('the validation message an error quotes is worded from its template', () => {
    const body = {
      status: 400,
      code: 'INVALID_FIELD_VALUE',
      message: 'Invalid value for field "Duration (months)": Duration (months) must be ≥ 1',
      args: ['Duration (months)', 'Duration (months) must be ≥ 1'],
      field: 'duration',
      errors: [{ path: 'duration', message: 'Duration (months) must be ≥ 1', template: '{label} must be ≥ {min}', params: { label: 'Duration (months)', min: 1 } }],
    };
    const label = fr['Duration (months)'];
    expect(errorBodyText(body, { t })).toBe(`Valeur invalide pour le champ « ${label} » : ${label} doit être ≥ 1`);
  });

  it('a rule whose code names no field keeps its message, the field after it', () => {
    const body = { status: 400, code: 'INVALID_IBAN', message: 'IBAN is invalid (Bank IBAN)', args: ['Bank IBAN'], field: 'bankIban', errors: [{ path: 'bankIban', message: 'IBAN is invalid', template: 'IBAN is invalid' }] };
    expect(errorBodyText(body, { t })).toBe(`${fr['IBAN is invalid']} (${t('Bank IBAN')})`);
  });

  it('a unique violation names the field in words, values as they are', () => {
    const body = { status: 409, code: 'VALUE_ALREADY_EXISTS', message: 'Value "C-1" of field "registration" already exists', args: ['C-1', 'registration'], field: 'registration' };
    expect(errorBodyText(body, { t })).toBe(`La valeur « C-1 » du champ « ${fr.Registration} » existe déjà`);
  });

  it('a library detail is never shown: the sentence ends before it', () => {
    const body = { status: 401, code: 'SSO_LOGIN_FAILED', message: 'Sign-in with the identity provider failed: unexpected JWT alg received', args: ['unexpected JWT alg received'] };
    expect(errorBodyText(body, { t })).toBe("La connexion avec le fournisseur d'identité a échoué");
  });

  it('falls back to t(message), then the message, for another code or a body without args', () => {
    expect(errorBodyText({ code: 'SCRIPT_THREW', message: 'Bad' }, { t: (k) => (k === 'Bad' ? 'Mauvais' : k) })).toBe('Mauvais');
    expect(errorBodyText({ code: 'INVALID_DATE_FIELD', message: 'Field "x" must be a valid date' }, { t })).toBe('Field "x" must be a valid date');
    expect(errorBodyText({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' }, { t })).toBe(fr['Invalid username or password']);
  });

  it('keeps the warnings of seed 000 §8.2 and uses the translator the app set when the caller has none', () => {
    setErrorTranslator(t);
    try {
      const stale = new AppError('STALE_VERSION', ['Contract', 'C-1', 3, 2]).toBody();
      expect(displayError({ status: 409, body: { ...stale, rejectionReason: 'Changed by someone else' } }).level).toBe('warning');
      expect(displayError({ status: 409, body: stale }).message).toBe(`${fr['Oops, something went wrong']} ${fr.Contract} « C-1 » a été modifié par quelqu'un d'autre (version 3, la vôtre 2) (409)`);
      expect(displayError({ networkError: true }).message).toBe(fr['Network error: Check your internet connection']);
    } finally {
      setErrorTranslator(undefined);
    }
  });
});

describe('schemaLabel: the label of a field path in an entity schema', async () => {
  const { schemaLabel } = await import('../../../engine/errors/schemaLabel.ts');
  const schema = {
    type: 'object',
    properties: {
      startDate: { type: 'string', 'x-field': { label: 'Start date' } },
      persons: { type: 'array', items: { type: 'object', properties: { role: { type: 'string', title: 'Role in the file' } } } },
      shape: { $id: 'https://x/Shape.json', title: 'PersonRole', type: 'object' },
    },
  };
  it('walks properties and array items; never a named shape title', () => {
    expect(schemaLabel(schema, 'startDate')).toBe('Start date');
    expect(schemaLabel(schema, 'persons.0.role')).toBe('Role in the file');
    expect(schemaLabel(schema, 'shape')).toBeUndefined();
    expect(schemaLabel(schema, 'nothing.here')).toBeUndefined();
  });
});
