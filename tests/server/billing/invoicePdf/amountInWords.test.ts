import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../../server/billing/invoicePdf/amountInWords.ts';
import { maskIban } from '../../../../server/billing/invoicePdf/paymentMethod.ts';

describe('amounts in words on documents', () => {
  it("uses n2words' currency words where they are the document's currency", async () => {
    expect(await amountInWords(123456, 2, 'fr-FR', 'EUR')).toBe('mille deux cent trente-quatre euros et cinquante-six centimes');
    expect(await amountInWords(123456, 2, 'es', 'EUR')).toBe('mil doscientos treinta y cuatro euros con cincuenta y seis céntimos');
    expect(await amountInWords(100, 2, 'en-US', 'USD')).toBe('one dollar');
    expect(await amountInWords(-123450, 2, 'fr', 'EUR')).toBe('moins mille deux cent trente-quatre euros et cinquante centimes');
  });

  it('counts euros and cents in German with "ein" and in Italian with "un"', async () => {
    expect(await amountInWords(123456, 2, 'de', 'EUR')).toBe('eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent');
    expect(await amountInWords(101, 2, 'de-DE', 'EUR')).toBe('ein Euro und ein Cent');
    expect(await amountInWords(123456, 2, 'it', 'EUR')).toBe('milleduecentotrentaquattro euro e cinquantasei centesimi');
    expect(await amountInWords(2101, 2, 'it-IT', 'EUR')).toBe('ventun euro e un centesimo');
  });

  it("spells another currency with the language's name of it, never n2words' own (no dollars on a euro invoice)", async () => {
    expect(await amountInWords(123456, 2, 'en-EU', 'EUR')).toBe('one thousand two hundred thirty-four euros and fifty-six cents');
    expect(await amountInWords(100, 2, 'en-EU', 'EUR')).toBe('one euro');
    expect(await amountInWords(1234567, 3, 'fr', 'TND')).toBe('mille deux cent trente-quatre dinars tunisiens et cinq cent soixante-sept millimes');
    expect(await amountInWords(1500, 0, 'fr-PF', 'XPF')).toBe('mille cinq cents francs CFP');
    expect(await amountInWords(2100, 2, 'es', 'USD')).toBe('veintiún dólares estadounidenses');
    expect(await amountInWords(5, 2, 'en-EU', 'EUR')).toBe('five cents');
    expect(await amountInWords(-5, 2, 'en-EU', 'EUR')).toBe('minus five cents');
    expect(await amountInWords(123456, 2, 'ar', 'EUR')).toBe('ألف ومئتان وأربعة وثلاثون يورو وستة وخمسون سنتًا');
    expect(await amountInWords(1205, 2, 'en-EU', 'HUF')).toMatch(/^twelve Hungarian forints and 5\/100$/);
  });

  it('counts Arabic nouns by the plural rules: one after the noun, the dual alone, plural 3-10, accusative 11-99', async () => {
    expect(await amountInWords(200, 2, 'ar', 'MAD')).toBe('درهمان مغربيان');
    expect(await amountInWords(101, 2, 'ar', 'MAD')).toBe('درهم مغربي واحد وسنتيم واحد');
    expect(await amountInWords(305, 2, 'ar', 'MAD')).toBe('ثلاثة دراهم مغربية وخمسة سنتيمات');
    expect(await amountInWords(1111, 2, 'ar', 'MAD')).toBe('أحد عشر درهمًا مغربيًا وأحد عشر سنتيمًا');
    expect(await amountInWords(10002, 2, 'ar', 'MAD')).toMatch(/ درهم مغربي وسنتيمان$/);
    expect(await amountInWords(1234567, 3, 'ar', 'TND')).toBe('ألف ومئتان وأربعة وثلاثون دينارًا تونسيًا وخمسمائة وسبعة وستون مليمًا');
    expect(await amountInWords(101, 2, 'en-EU', 'EUR')).toBe('one euro and one cent');
  });

  it('spells Esperanto amounts: euros by its own words, another currency by its Esperanto name', async () => {
    expect(await amountInWords(123456, 2, 'eo', 'EUR')).toBe('mil ducent tridek kvar eŭroj kaj kvindek ses cendoj');
    expect(await amountInWords(100, 2, 'eo', 'EUR')).toBe('unu eŭro');
    expect(await amountInWords(-250000001, 2, 'eo', 'EUR')).toBe('minus du milionoj kvincent mil eŭroj kaj unu cendo');
    expect(await amountInWords(200101, 2, 'eo', 'USD')).toBe('du mil unu usonaj dolaroj kaj unu cendo');
  });

  it('answers null for a language without number words', async () => {
    expect(await amountInWords(100, 2, 'tlh', 'EUR')).toBeNull();
  });

  it('masks an IBAN but for its last 4 characters', () => {
    expect(maskIban('FR76 3000 6000 0112 3456 7890 189')).toBe('*** **** **** **** **** **** 0189');
    expect(maskIban('DE89370400440532013000')).toBe('** **** **** **** **** 3000');
  });
});
