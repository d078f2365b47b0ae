// Exact rational arithmetic for the game maths: return-to-player figures are proved, not sampled, so
// they are carried as bigint fractions and only turned into decimals for display.

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** An exact rational number n / d with d > 0, always in lowest terms. */
export class Fraction {
  readonly n: bigint;
  readonly d: bigint;

  constructor(n: bigint | number, d: bigint | number = 1n) {
    let num = BigInt(n);
    let den = BigInt(d);
    if (den === 0n) throw new RangeError('zero denominator');
    if (den < 0n) [num, den] = [-num, -den];
    const g = gcd(num, den) || 1n;
    this.n = num / g;
    this.d = den / g;
  }

  static readonly zero = new Fraction(0n);
  static readonly one = new Fraction(1n);

  add(other: Fraction): Fraction {
    return new Fraction(this.n * other.d + other.n * this.d, this.d * other.d);
  }

  sub(other: Fraction): Fraction {
    return new Fraction(this.n * other.d - other.n * this.d, this.d * other.d);
  }

  mul(other: Fraction | bigint | number): Fraction {
    const o = other instanceof Fraction ? other : new Fraction(other);
    return new Fraction(this.n * o.n, this.d * o.d);
  }

  div(other: Fraction | bigint | number): Fraction {
    const o = other instanceof Fraction ? other : new Fraction(other);
    return new Fraction(this.n * o.d, this.d * o.n);
  }

  compare(other: Fraction): number {
    const diff = this.n * other.d - other.n * this.d;
    return diff === 0n ? 0 : diff < 0n ? -1 : 1;
  }

  /** Nearest double; for display and for comparisons with sampled figures. */
  toNumber(): number {
    // Scale first so that huge numerators and denominators keep their precision.
    const scale = 10n ** 18n;
    return Number((this.n * scale) / this.d) / 1e18;
  }

  /** Decimal text with `digits` places, rounded half away from zero. */
  toFixed(digits: number): string {
    const scale = 10n ** BigInt(digits);
    const negative = this.n < 0n;
    const abs = negative ? -this.n : this.n;
    const scaled = (abs * scale * 2n + this.d) / (this.d * 2n);
    const whole = (scaled / scale).toString();
    const fraction = digits > 0 ? `.${(scaled % scale).toString().padStart(digits, '0')}` : '';
    return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
  }
}
