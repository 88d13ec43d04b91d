// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../engine/registry/types.ts';
import { oneField, renderForm } from './helpers/renderForm.tsx';

afterEach(cleanup);

const STRING: JsonSchema = { type: ['string', 'null'] };
const submit = (container: HTMLElement) => fireEvent.submit(container.querySelector('form') as HTMLFormElement);

function typeInto(container: HTMLElement, id: string, text: string) {
  const input = container.querySelector(`#${id}`) as HTMLInputElement;
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('the browser shows the engine validation messages of the spec (seed 000 §5.2)', () => {
  it('a mandatory empty field blocks the submit with "{label} is mandatory"', () => {
    const form = renderForm(oneField(STRING, { type: 'text', label: 'Last name', mandatory: true }));
    submit(form.container);
    expect(screen.getByText('Last name is mandatory')).toBeTruthy();
    expect(form.submitted()).toBeUndefined();
  });

  it('a property required by the schema counts as mandatory, without label "Field is mandatory"', () => {
    const form = renderForm(oneField(STRING, { type: 'text' }, true));
    submit(form.container);
    expect(screen.getAllByText('Field is mandatory')).toHaveLength(1);
    expect(form.submitted()).toBeUndefined();
  });

  it("speaks the user's language: the message and the field label it names are translated", () => {
    const fr: Record<string, string> = { '{label} is mandatory': '{label} est obligatoire', 'Last name': 'Nom de famille' };
    const t = (key: string) => fr[key] ?? key;
    const form = renderForm(oneField(STRING, { type: 'text', label: 'Last name', mandatory: true }), { t, ctx: { t } });
    submit(form.container);
    expect(screen.getByText('Nom de famille est obligatoire')).toBeTruthy();
    expect(screen.queryByText('Last name is mandatory')).toBeNull();
    cleanup();
    // the live check of a touched field too
    const live = renderForm(oneField(STRING, { type: 'text', label: 'Last name', mandatory: true }), { t, formData: { f: 'x' } });
    typeInto(live.container, 'root_f', '');
    expect(screen.getByText('Nom de famille est obligatoire')).toBeTruthy();
  });

  it('a fixed field clears its submit error and the form submits', () => {
    const form = renderForm(oneField(STRING, { type: 'text', label: 'Last name', mandatory: true }));
    submit(form.container);
    typeInto(form.container, 'root_f', 'Doe');
    expect(screen.queryByText('Last name is mandatory')).toBeNull();
    submit(form.container);
    expect(form.submitted()).toEqual({ f: 'Doe' });
  });

  it('clearing a touched mandatory field shows the message at once', () => {
    const form = renderForm(oneField(STRING, { type: 'text', label: 'Name', mandatory: true }), { formData: { f: 'x' } });
    typeInto(form.container, 'root_f', '');
    expect(screen.getByText('Name is mandatory')).toBeTruthy();
  });

  it('length bounds of text use the trimmed length', () => {
    const form = renderForm(oneField(STRING, { type: 'text', label: 'Code', min: 3, max: 5 }));
    typeInto(form.container, 'root_f', '  ab  ');
    expect(screen.getByText('Code length must be ≥ 3')).toBeTruthy();
    typeInto(form.container, 'root_f', 'abcdef');
    expect(screen.getByText('Code length must be ≤ 5')).toBeTruthy();
  });

  it('number bounds: "{label} must be ≥ {min}"', () => {
    const form = renderForm(oneField({ type: ['number', 'null'] }, { type: 'number', label: 'Age', min: 18 }));
    typeInto(form.container, 'root_f', '12');
    submit(form.container);
    expect(screen.getByText('Age must be ≥ 18')).toBeTruthy();
    expect(form.submitted()).toBeUndefined();
  });

  it('an invalid IBAN answers "IBAN is invalid" and blocks the submit', () => {
    const form = renderForm(oneField(STRING, { type: 'iban', label: 'IBAN' }));
    typeInto(form.container, 'root_f', 'FR76 3000 6000 0112 3456 7890 188');
    expect(screen.getByText('IBAN is invalid')).toBeTruthy();
    submit(form.container);
    expect(form.submitted()).toBeUndefined();
  });

  it('errors of a transitionOnly field show but do not block a plain save (seed 000 §4.1)', () => {
    const form = renderForm(oneField({ type: ['number', 'null'] }, { type: 'number', label: 'Rate', min: 1, transitionOnly: true }));
    typeInto(form.container, 'root_f', '0.5');
    expect(screen.getByText('Rate must be ≥ 1')).toBeTruthy();
    submit(form.container);
    expect(form.submitted()).toEqual({ f: 0.5 });
  });

  it('bypassIbanCheck lets any IBAN through', () => {
    const form = renderForm(oneField(STRING, { type: 'iban', label: 'IBAN' }), { ctx: { settings: { bypassIbanCheck: true } }, settings: { settings: { bypassIbanCheck: true } } });
    typeInto(form.container, 'root_f', 'FR76 3000 6000 0112 3456 7890 188');
    submit(form.container);
    expect(form.submitted()).toEqual({ f: 'FR7630006000011234567890188' });
  });

  it('a schema pattern on a field is reworded "Invalid format"', () => {
    const form = renderForm(oneField({ type: 'string', pattern: '^[0-9]{5}$' }, { type: 'text', label: 'Zip' }));
    typeInto(form.container, 'root_f', '75a');
    submit(form.container);
    expect(screen.getByText('Invalid format')).toBeTruthy();
  });

  it('a message a script set in errorFormat blocks; one in warningFormat only warns', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        a: { type: 'string', 'x-field': { type: 'text', errorFormat: 'Company is closed' } },
        b: { type: 'string', 'x-field': { type: 'text', warningFormat: 'Check this value' } },
      },
    };
    const form = renderForm(schema, { formData: { a: 'x', b: 'y' } });
    expect(screen.getByText('Company is closed')).toBeTruthy();
    expect(screen.getByText('Check this value')).toBeTruthy();
    submit(form.container);
    expect(form.submitted()).toBeUndefined();
  });

  it('hidden, read-only and disabled fields are respected and not checked', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        h: { type: 'string', 'x-field': { type: 'text', label: 'Hidden', hidden: true, mandatory: true } },
        r: { type: 'string', 'x-field': { type: 'text', label: 'Read', readOnly: true, mandatory: true } },
        d: { type: 'string', 'x-field': { type: 'text', label: 'Off', disabled: true } },
      },
    };
    const form = renderForm(schema, { formData: { d: 'x' } });
    expect(screen.queryByText('Hidden')).toBeNull();
    expect((form.container.querySelector('#root_r') as HTMLInputElement).readOnly).toBe(true);
    expect((form.container.querySelector('#root_d') as HTMLInputElement).disabled).toBe(true);
    submit(form.container);
    expect(form.submitted()).toEqual({ d: 'x' });
  });

  it('a read-only form makes every field read-only', () => {
    const form = renderForm(oneField(STRING, { type: 'text' }), { readOnly: true });
    expect((form.container.querySelector('#root_f') as HTMLInputElement).readOnly).toBe(true);
  });

  it('the mandatory marker shows from the start with showMandatoryHint, else once touched', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        a: { type: 'string', 'x-field': { type: 'text', label: 'A', mandatory: true, showMandatoryHint: true } },
        b: { type: 'string', 'x-field': { type: 'text', label: 'B', mandatory: true } },
      },
    };
    const form = renderForm(schema);
    expect(form.container.querySelectorAll('.tabula-required')).toHaveLength(1);
    typeInto(form.container, 'root_b', 'x');
    expect(form.container.querySelectorAll('.tabula-required')).toHaveLength(2);
  });

  it('fields sit on the 12-column grid from colProps (default xs 12, sm 6, lg 4)', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        a: { type: 'string', 'x-field': { type: 'text' } },
        b: { type: 'string', 'x-field': { type: 'text', colProps: { xs: 12, md: 3 } } },
      },
    };
    const form = renderForm(schema);
    const cols = form.container.querySelectorAll('.ant-col');
    expect(cols[0].className).toContain('ant-col-xs-24');
    expect(cols[0].className).toContain('ant-col-sm-12');
    expect(cols[0].className).toContain('ant-col-lg-8');
    expect(cols[1].className).toContain('ant-col-md-6');
  });
});
