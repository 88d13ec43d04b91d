// @entityName Person
// @description Checks a person registration number by its 3-letter type (seed 001 §4): SIREN, Swiss UID, UK company, Italian VAT, Spanish NIF/CIF, German register
const AUTOMATIC = ['AUT', 'COM', 'PTN', 'PRO'];
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function swissUid(digits) {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4];
  const sum = weights.reduce((s, w, i) => s + w * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[8]);
}

function italianVat(digits) {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(digits[i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

function spanish(number) {
  const nif = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(number);
  if (nif) {
    const lead = { X: '0', Y: '1', Z: '2' }[nif[1]] ?? nif[1];
    return NIF_LETTERS[Number(lead + nif[2]) % 23] === nif[3];
  }
  return /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(number);
}

const RULES = {
  SIR: (n) => /^\d{9}$/.test(n) && luhn(n),
  CHE: (n) => /^\d{9}$/.test(n) && swissUid(n),
  GBR: (n) => /^([A-Z]{2}\d{6}|\d{8})$/.test(n),
  ITA: (n) => /^\d{11}$/.test(n) && italianVat(n),
  NIF: spanish,
  CIF: spanish,
  DEU: (n) => /^HR[AB]\d{1,6}[A-Z]?$/.test(n),
};

export function execute(ctx) {
  const raw = String(ctx.value ?? '').toUpperCase().replace(/[\s.-]/g, '');
  const given = typeof ctx.data.type === 'string' && ctx.data.type.length === 3 ? ctx.data.type.toUpperCase() : null;
  const type = given ?? raw.slice(0, 3);
  const number = given && !raw.startsWith(given) ? raw : raw.slice(3);
  if (AUTOMATIC.includes(type)) return { valid: true };
  if (!/^[A-Z]{3}$/.test(type)) return { valid: false, message: 'The registration starts with its 3-letter type' };
  if (!number) return { valid: false, message: 'The registration number is missing' };
  const rule = RULES[type];
  if (rule && !rule(number)) return { valid: false, message: `Invalid ${type} registration number ${number}` };
  return { valid: true };
}
