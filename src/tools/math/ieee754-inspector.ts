import { defineTool, nullable } from '../define.ts';
import { bitLength, parseRational } from '../number-theory.ts';

type Format = 'float16' | 'float32' | 'float64';

/** Precision in bits (with the implicit leading 1) and the largest exponent (= the bias) of each binary format. */
const FORMATS: Record<Format, { precision: number; emax: number; width: number }> = {
  float16: { precision: 11, emax: 15, width: 16 },
  float32: { precision: 24, emax: 127, width: 32 },
  float64: { precision: 53, emax: 1023, width: 64 },
};

type Classification = 'zero' | 'subnormal' | 'normal' | 'infinity' | 'nan';

/** m · 2^k written exactly in decimal (m ≥ 0). */
function exactDecimal(m: bigint, k: number): string {
  if (k >= 0) return (m << BigInt(k)).toString();
  const digits = (m * 5n ** BigInt(-k)).toString().padStart(-k + 1, '0');
  const point = digits.length + k;
  const text = `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/0+$/, '');
  return text.endsWith('.') ? text.slice(0, -1) : text;
}

export default defineTool({
  slug: 'ieee754-inspector',
  name: 'IEEE 754 inspector',
  category: 'math',
  description:
    'Rounds a number to IEEE 754 binary16, binary32 or binary64 (round to nearest, ties to even, straight from the exact decimal — no double rounding; beyond the largest finite value it becomes infinity) and shows its bits: hex, binary, sign, unbiased and biased exponent, the stored fraction bits, the exact decimal value actually stored and the class. Accepts decimals, "1/3", "0.(3)", "NaN" (the quiet NaN with only the top fraction bit set) and "Infinity".',
  inputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', minLength: 1, maxLength: 120, description: 'E.g. "0.1", "-2.5e-310", "65504", "1/3", "NaN", "-Infinity".' },
      format: {
        type: 'string',
        enum: ['float16', 'float32', 'float64'],
        default: 'float64',
        description: 'The IEEE 754 format to round to: float16 (binary16), float32 (binary32) or float64 (binary64, a JavaScript number; the default).',
      },
    },
    required: ['value'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      hex: { type: 'string', description: 'The bits in hexadecimal, zero-padded.' },
      bits: { type: 'string', description: 'The bits in binary: sign, exponent, fraction.' },
      sign: { type: 'integer', enum: [0, 1] },
      exponent: nullable({ type: 'integer' }, { description: 'Unbiased exponent (1 − bias for subnormals); null for zero, infinity and NaN.' }),
      biasedExponent: { type: 'integer', description: 'The stored exponent field.' },
      mantissa: { type: 'string', description: 'The stored fraction field in binary (without the implicit bit).' },
      exactDecimal: { type: 'string', description: 'The exact value stored, in decimal (or NaN / ±Infinity).' },
      classification: { type: 'string', enum: ['zero', 'subnormal', 'normal', 'infinity', 'nan'] },
    },
    required: ['hex', 'bits', 'sign', 'exponent', 'biasedExponent', 'mantissa', 'exactDecimal', 'classification'],
  },
  examples: [
    { inputs: { value: '0.1', format: 'float64' }, result: { hex: '3fb999999999999a', bits: '0011111110111001100110011001100110011001100110011001100110011010', sign: 0, exponent: -4, biasedExponent: 1019, mantissa: '1001100110011001100110011001100110011001100110011010', exactDecimal: '0.1000000000000000055511151231257827021181583404541015625', classification: 'normal' } },
    { inputs: { value: '0.1', format: 'float32' }, result: { hex: '3dcccccd', bits: '00111101110011001100110011001101', sign: 0, exponent: -4, biasedExponent: 123, mantissa: '10011001100110011001101', exactDecimal: '0.100000001490116119384765625', classification: 'normal' } },
    { inputs: { value: '65504', format: 'float16' }, result: { hex: '7bff', bits: '0111101111111111', sign: 0, exponent: 15, biasedExponent: 30, mantissa: '1111111111', exactDecimal: '65504', classification: 'normal' } },
    { inputs: { value: '65520', format: 'float16' }, result: { hex: '7c00', bits: '0111110000000000', sign: 0, exponent: null, biasedExponent: 31, mantissa: '0000000000', exactDecimal: 'Infinity', classification: 'infinity' } },
    { inputs: { value: '-0', format: 'float64' }, result: { hex: '8000000000000000', bits: '1000000000000000000000000000000000000000000000000000000000000000', sign: 1, exponent: null, biasedExponent: 0, mantissa: '0000000000000000000000000000000000000000000000000000', exactDecimal: '-0', classification: 'zero' } },
    { inputs: { value: '5e-324', format: 'float64' }, result: { hex: '0000000000000001', bits: '0000000000000000000000000000000000000000000000000000000000000001', sign: 0, exponent: -1022, biasedExponent: 0, mantissa: '0000000000000000000000000000000000000000000000000001', exactDecimal: '0.000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000004940656458412465441765687928682213723650598026143247644255856825006755072702087518652998363616359923797965646954457177309266567103559397963987747960107818781263007131903114045278458171678489821036887186360569987307230500063874091535649843873124733972731696151400317153853980741262385655911710266585566867681870395603106249319452715914924553293054565444011274801297099995419319894090804165633245247571478690147267801593552386115501348035264934720193790268107107491703332226844753335720832431936092382893458368060106011506169809753078342277318329247904982524730776375927247874656084778203734469699533647017972677717585125660551199131504891101451037862738167250955837389733598993664809941164205702637090279242767544565229087538682506419718265533447265625', classification: 'subnormal' } },
    { inputs: { value: '1e-40', format: 'float32' }, result: { hex: '000116c2', bits: '00000000000000010001011011000010', sign: 0, exponent: -126, biasedExponent: 0, mantissa: '00000010001011011000010', exactDecimal: '0.0000000000000000000000000000000000000000999994610111475958152591905227349949604220526961919185041279068749432712426283842432894743978977203369140625', classification: 'subnormal' } },
    { inputs: { value: 'NaN', format: 'float32' }, result: { hex: '7fc00000', bits: '01111111110000000000000000000000', sign: 0, exponent: null, biasedExponent: 255, mantissa: '10000000000000000000000', exactDecimal: 'NaN', classification: 'nan' } },
    { inputs: { value: '-2.5', format: 'float16' }, result: { hex: 'c100', bits: '1100000100000000', sign: 1, exponent: 1, biasedExponent: 16, mantissa: '0100000000', exactDecimal: '-2.5', classification: 'normal' } },
    { inputs: { value: '1/3', format: 'float64' }, result: { hex: '3fd5555555555555', bits: '0011111111010101010101010101010101010101010101010101010101010101', sign: 0, exponent: -2, biasedExponent: 1021, mantissa: '0101010101010101010101010101010101010101010101010101', exactDecimal: '0.333333333333333314829616256247390992939472198486328125', classification: 'normal' } },
  ],
  run({ value, format }: { value: string; format: Format }) {
    const { precision: p, emax, width } = FORMATS[format];
    const emin = 1 - emax;
    const fractionBits = p - 1;
    const exponentBits = width - p;
    const allOnes = (1 << exponentBits) - 1;
    const text = value.trim();
    let sign = 0;
    let biased: number;
    let fraction: bigint;
    let classification: Classification;
    let decimal: string;
    let exponent: number | null = null;
    const special = /^([+-]?)(nan|inf|infinity)$/i.exec(text);
    if (special) {
      sign = special[1] === '-' && special[2]!.toLowerCase() !== 'nan' ? 1 : 0;
      biased = allOnes;
      const nan = special[2]!.toLowerCase() === 'nan';
      fraction = nan ? 1n << BigInt(fractionBits - 1) : 0n;
      classification = nan ? 'nan' : 'infinity';
      decimal = nan ? 'NaN' : sign ? '-Infinity' : 'Infinity';
    } else {
      const r = parseRational(text, 'value');
      sign = r.n < 0n || (r.n === 0n && text.startsWith('-')) ? 1 : 0;
      const a = r.n < 0n ? -r.n : r.n;
      const d = r.d;
      if (a === 0n) {
        biased = 0;
        fraction = 0n;
        classification = 'zero';
        decimal = '0';
      } else {
        // e = ⌊log2(a/d)⌋, clamped to emin so subnormals keep a fixed scale.
        let e = bitLength(a) - bitLength(d);
        const atLeast = (k: number) => (k >= 0 ? a >= d << BigInt(k) : a << BigInt(-k) >= d);
        if (!atLeast(e)) e -= 1;
        e = Math.max(e, emin);
        // m = a/d · 2^(p − 1 − e), rounded half to even.
        const shift = p - 1 - e;
        const num = shift >= 0 ? a << BigInt(shift) : a;
        const den = shift >= 0 ? d : d << BigInt(-shift);
        let m = num / den;
        const twice = 2n * (num % den);
        if (twice > den || (twice === den && (m & 1n) === 1n)) m += 1n;
        if (m === 1n << BigInt(p)) {
          m >>= 1n;
          e += 1;
        }
        if (e > emax) {
          biased = allOnes;
          fraction = 0n;
          classification = 'infinity';
          decimal = 'Infinity';
        } else if (m < 1n << BigInt(fractionBits)) {
          biased = 0;
          fraction = m;
          classification = m === 0n ? 'zero' : 'subnormal';
          decimal = exactDecimal(m, emin - fractionBits);
          if (m !== 0n) exponent = emin;
        } else {
          biased = e + emax;
          fraction = m - (1n << BigInt(fractionBits));
          classification = 'normal';
          decimal = exactDecimal(m, e - fractionBits);
          exponent = e;
        }
      }
      if (sign) decimal = `-${decimal}`;
    }
    const bits = (BigInt(sign) << BigInt(width - 1)) | (BigInt(biased) << BigInt(fractionBits)) | fraction;
    return {
      hex: bits.toString(16).padStart(width / 4, '0'),
      bits: bits.toString(2).padStart(width, '0'),
      sign,
      exponent,
      biasedExponent: biased,
      mantissa: fraction.toString(2).padStart(fractionBits, '0'),
      exactDecimal: decimal,
      classification,
    };
  },
});
