import { describe, expect, it } from 'vitest';
import { SIGN_IN_FAILED } from '../../../app/auth/authError.ts';
import { catalogueTemplate } from '../../../engine/errors/AppError.ts';
import { ERROR_CATALOGUE } from '../../../engine/errors/catalogue.ts';
import { SERVER_TEXTS } from '../../../engine/errors/errorArgs.ts';
import { englishDiffering, shippedLocales, untranslated } from './shippedLocales.ts';

/** Every catalogue template (the key a client translates a server error by), the server's texts in place of a library's, the sign-in fallback. */
const keys = new Map<string, string>([
  ...Object.keys(ERROR_CATALOGUE).map((code) => [catalogueTemplate(code)!, code] as const),
  ...Object.entries(SERVER_TEXTS).map(([name, text]) => [text, `SERVER_TEXTS.${name}`] as const),
  [SIGN_IN_FAILED, 'app/auth/authError.ts'],
]);

const dollars = (text: string) => (text.match(/\$/g) ?? []).length;

describe('the error catalogue is translated (issue 36 item 4)', () => {
  it('every template is in every shipped locale, en-EU as itself', () => {
    expect(untranslated(keys)).toEqual([]);
    expect(englishDiffering(keys.keys())).toEqual([]);
  });

  it('every translation keeps the $ placeholders of its template', () => {
    const wrong = [...shippedLocales].flatMap(([code, t]) =>
      [...keys.keys()].filter((k) => k in t && dollars(t[k]) !== dollars(k)).map((k) => `${code}: ${k} -> ${t[k]}`),
    );
    expect(wrong).toEqual([]);
  });
});
