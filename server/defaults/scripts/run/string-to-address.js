// @description Reads an address line into its parts (seed 001 §5): ctx.body.value or ctx.query.value -> {addressLine, address1, address2, zipcode, city, country}
// The same rules as the engine's parseAddressLine: split by commas into 2, 3 or 4 parts (address,
// [complement,] zip + city[, country]; with 3 parts a second part starting with a zip code means a
// country, not a complement); any other shape is split around a zip code of 5 or more digits.
const ZIP_FIRST = /^(\d{4,})\s*(.*)$/;
const ZIP_LAST = /^(.*?)\s+(\d{4,})$/;

function zipAndCity(part) {
  const first = ZIP_FIRST.exec(part);
  if (first) return { zipcode: first[1], city: first[2] || null };
  const last = ZIP_LAST.exec(part);
  return last ? { zipcode: last[2], city: last[1] } : { zipcode: null, city: part || null };
}

function byZipCode(line) {
  const match = /^(.*?)[\s,]*\b(\d{5,})\b[\s,]*(.*)$/.exec(line);
  if (!match) return { address1: line || null, address2: null, zipcode: null, city: null, country: null };
  const [city, ...rest] = match[3].split(',').map((p) => p.trim());
  return { address1: match[1] || null, address2: null, zipcode: match[2], city: city || null, country: rest.filter(Boolean).join(', ') || null };
}

function parse(line) {
  const text = String(line ?? '').trim();
  const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
  const result = (address1, address2, zipCity, country) => ({ addressLine: text, address1, address2, ...zipAndCity(zipCity), country });
  if (parts.length === 4) return result(parts[0], parts[1], parts[2], parts[3]);
  if (parts.length === 3) return ZIP_FIRST.test(parts[1]) ? result(parts[0], null, parts[1], parts[2]) : result(parts[0], parts[1], parts[2], null);
  if (parts.length === 2) return result(parts[0], null, parts[1], null);
  return { addressLine: text, ...byZipCode(text) };
}

export function execute(ctx) {
  const value = ctx.body && typeof ctx.body === 'object' && 'value' in ctx.body ? ctx.body.value : ctx.query.value;
  return parse(value);
}
