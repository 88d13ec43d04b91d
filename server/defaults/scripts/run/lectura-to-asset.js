// @description Lectura model to asset (seed 001 §7 POST /api/script/runs/lectura-to-asset): the asset fields a model of the outside equipment catalogue fills; an empty object when the body is not a model. See docs/assets.md
//
// ctx.body = a model as GET /api/external/lectura/models/{id} answers it:
//   { id, name, manufacturerName, categoryName, price, currency, year, usage }
// Answers { name, manufacturer, model, category, unitPrice, currency, year, usage, paramsCatalog }
// with only the fields the model gives; paramsCatalog keeps { catalogName: 'LECTURA', code } so the
// asset can be traced back to its model. A tenant may replace this script with its own mapping.

const text = (v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null);
const amount = (v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null);
const year = (v) => (Number.isInteger(v) && v >= 1900 && v <= 2200 ? v : null);

export function execute(ctx) {
  const model = ctx.body;
  if (!model || typeof model !== 'object' || Array.isArray(model)) return {};
  const name = text(model.name);
  const code = text(model.id);
  if (!name || !code) return {};
  const manufacturer = text(model.manufacturerName);
  const asset = {
    name: manufacturer && !name.startsWith(manufacturer) ? `${manufacturer} ${name}` : name,
    manufacturer,
    model: name,
    category: text(model.categoryName),
    unitPrice: amount(model.price),
    currency: text(model.currency),
    year: year(model.year),
    usage: Number.isInteger(model.usage) && model.usage >= 0 ? model.usage : null,
    paramsCatalog: { catalogName: 'LECTURA', code },
  };
  const out = {};
  for (const [key, value] of Object.entries(asset)) if (value !== null) out[key] = value;
  return out;
}
