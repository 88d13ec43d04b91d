// @description The one-line form of an address (seed 001 §5): ctx.body.address (or ctx.body) -> {value: 'address1, address2, zipcode city, country'}
// Empty parts are left out; string-to-address reads the line back into the same parts.
export function execute(ctx) {
  const body = ctx.body && typeof ctx.body === 'object' ? ctx.body : {};
  const address = body.address && typeof body.address === 'object' ? body.address : body;
  const part = (name) => (address[name] === null || address[name] === undefined ? '' : String(address[name]).trim());
  const zipCity = [part('zipcode'), part('city')].filter(Boolean).join(' ');
  return { value: [part('address1'), part('address2'), zipCity, part('country')].filter(Boolean).join(', ') };
}
