/**
 * Money helpers. Inside the engine every amount is an integer number of centavos; pesos (numbers
 * with two decimals) appear only at the boundary (`computePayslip`'s result).
 */

/**
 * Binary floating point cannot hold most decimal halves exactly (1.005 * 100 is
 * 100.49999999999999), so a value within this tolerance below a half is treated as the half.
 * The tolerance grows with the magnitude (about 57 parts in a quadrillion), far below anything a
 * centavo amount computed from payroll figures can legitimately sit at.
 */
const RELATIVE_TOLERANCE = 2 ** -44;
const ABSOLUTE_TOLERANCE = 1e-9;

/** Rounds to the nearest integer; exact halves go away from zero (2.5 -> 3, -2.5 -> -3). */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`cannot round ${value}`);
  const magnitude = value < 0 ? -value : value;
  const rounded = Math.floor(magnitude + 0.5 + magnitude * RELATIVE_TOLERANCE + ABSOLUTE_TOLERANCE);
  if (rounded === 0) return 0;
  return value < 0 ? -rounded : rounded;
}

/** Pesos (a number with up to two decimals) to integer centavos, rounded half away from zero. */
export function centavos(pesosAmount: number): number {
  return roundHalfAwayFromZero(pesosAmount * 100);
}

/** Integer centavos to pesos as a number with at most two decimals (12345 -> 123.45). */
export function pesos(centavosAmount: number): number {
  return centavosAmount / 100;
}

/**
 * Splits `total` centavos into parts proportional to `weights` so that the parts add up to
 * `total` exactly (largest remainder; ties go to the earlier part). All-zero weights share equally.
 */
export function allocateProportionally(total: number, weights: readonly number[]): number[] {
  const count = weights.length;
  if (count === 0) return [];
  let weightSum = 0;
  for (const weight of weights) {
    if (!(weight >= 0)) throw new RangeError('allocation weights must be zero or more');
    weightSum += weight;
  }
  const sign = total < 0 ? -1 : 1;
  const magnitude = total * sign;
  const parts = new Array<number>(count);
  const remainders = new Array<number>(count);
  let allocated = 0;
  for (let i = 0; i < count; i++) {
    const exact = weightSum === 0 ? magnitude / count : (magnitude * weights[i]!) / weightSum;
    const floor = Math.floor(exact + ABSOLUTE_TOLERANCE);
    parts[i] = floor;
    remainders[i] = exact - floor;
    allocated += floor;
  }
  let left = magnitude - allocated;
  while (left > 0) {
    let best = 0;
    for (let i = 1; i < count; i++) if (remainders[i]! > remainders[best]! + ABSOLUTE_TOLERANCE) best = i;
    parts[best] = parts[best]! + 1;
    remainders[best] = -1;
    left--;
  }
  if (sign < 0) for (let i = 0; i < count; i++) parts[i] = parts[i] === 0 ? 0 : -parts[i]!;
  return parts;
}
