/** Shifts the decimal point of a finite number by `places` through its decimal text, so no binary drift creeps in. */
function shift(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * Rounds half away from zero to `places` decimals, on the decimal text of the number:
 * `roundDecimals(1.005, 2)` is `1.01` (naive `Math.round(x * 100) / 100` gives `1`).
 * Non-finite values are returned unchanged; `-0` becomes `0`.
 */
export function roundDecimals(value: number, places: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.round(shift(Math.abs(value), places));
  const result = shift(rounded, -places);
  return value < 0 && result !== 0 ? -result : result;
}

/** Divides by 10^places exactly on the decimal text: `shiftDecimal(12.5, -2)` is `0.125`. */
export function shiftDecimal(value: number, places: number): number {
  return Number.isFinite(value) ? shift(value, places) : value;
}
