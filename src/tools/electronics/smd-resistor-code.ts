import { Decimal } from 'decimal.js';
import { ToolError, defineTool } from '../define.ts';
import { E96, E_SERIES_SOURCE } from '../e-series.ts';
import { formatOhms } from './resistor-color-code.ts';

/** EIA-96 multiplier letters as powers of ten (R, ×0.01 in some tables, is read as R-notation instead). */
const EIA96_EXPONENT: Readonly<Record<string, number>> = { Z: -3, Y: -2, X: -1, S: -1, A: 0, B: 1, H: 1, C: 2, D: 3, E: 4, F: 5 };

type System = '3-digit' | '4-digit' | 'r-notation' | 'eia-96' | 'jumper';

interface Inputs {
  code: string;
}

function decode(code: string): { value: Decimal; system: System } {
  if (/^0{1,4}$/.test(code)) return { value: new Decimal(0), system: 'jumper' };
  if (/^\d{3}$/.test(code)) return { value: new Decimal(`${code.slice(0, 2)}e${code[2]}`), system: '3-digit' };
  if (/^\d{4}$/.test(code)) return { value: new Decimal(`${code.slice(0, 3)}e${code[3]}`), system: '4-digit' };
  const eia = /^(\d{2})([A-Z])$/.exec(code);
  if (eia && eia[2] !== 'R') {
    const index = Number(eia[1]);
    const exponent = EIA96_EXPONENT[eia[2]!];
    if (exponent === undefined) throw new ToolError(`"${eia[2]}" is not an EIA-96 multiplier letter (Z Y X S A B H C D E F).`);
    if (index < 1 || index > 96) throw new ToolError(`EIA-96 codes number the E96 values 01 … 96; ${eia[1]} is not one.`);
    return { value: new Decimal(`${E96[index - 1]}e${exponent}`), system: 'eia-96' };
  }
  const r = /^(\d{0,3})R(\d{0,3})$/.exec(code);
  if (r && (r[1] !== '' || r[2] !== '')) return { value: new Decimal(`${r[1] || '0'}.${r[2] || '0'}`), system: 'r-notation' };
  throw new ToolError(
    `"${code}" is not an SMD resistor code: expected 3 digits (472), 4 digits (4702), digits around R (4R7, R47), an EIA-96 code (two digits 01–96 and a letter, 01C) or zeros (a jumper).`,
  );
}

export default defineTool({
  slug: 'smd-resistor-code',
  name: 'SMD resistor code',
  category: 'electronics',
  description:
    `Decodes the marking on an SMD resistor: 3 digits = two figures × 10^third (472 = 4.7 kΩ); 4 digits = three figures × 10^fourth (4702 = 47 kΩ); R = the decimal point in ohms (4R7 = 4.7 Ω, R47 = 0.47 Ω); EIA-96 (1 % parts) = two digits 01–96 indexing the ${E_SERIES_SOURCE} E96 values (01 = 100 … 96 = 976) and a multiplier letter: Z ×0.001, Y ×0.01, X or S ×0.1, A ×1, B or H ×10, C ×100, D ×1000, E ×10⁴, F ×10⁵ (01C = 10 kΩ). The EIA-96 letter R (×0.01 in some tables) is not accepted: a code with R is read as R-notation. All zeros (0, 00, 000, 0000) is a zero-ohm jumper. Spaces ignored, case folded; formatted as resistor-color-code does ("4.7 kΩ").`,
  inputSchema: {
    type: 'object',
    properties: {
      code: { type: 'string', minLength: 1, maxLength: 16, pattern: '^[0-9A-Za-z ]+$', description: 'The marking, e.g. "472", "4702", "4R7", "R47", "01C", "0".' },
    },
    required: ['code'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      resistanceOhms: { type: 'number' },
      formatted: { type: 'string', description: 'e.g. "4.7 kΩ".' },
      system: { type: 'string', enum: ['3-digit', '4-digit', 'r-notation', 'eia-96', 'jumper'], description: 'The marking system read.' },
    },
    required: ['resistanceOhms', 'formatted', 'system'],
  },
  examples: [
    {"inputs": {"code": "472"}, "result": {"resistanceOhms": 4700, "formatted": "4.7 kΩ", "system": "3-digit"}},
    {"inputs": {"code": "4702"}, "result": {"resistanceOhms": 47000, "formatted": "47 kΩ", "system": "4-digit"}},
    {"inputs": {"code": "R47"}, "result": {"resistanceOhms": 0.47, "formatted": "0.47 Ω", "system": "r-notation"}},
    {"inputs": {"code": "01C"}, "result": {"resistanceOhms": 10000, "formatted": "10 kΩ", "system": "eia-96"}},
    {"inputs": {"code": "68X"}, "result": {"resistanceOhms": 49.9, "formatted": "49.9 Ω", "system": "eia-96"}},
    {"inputs": {"code": "000"}, "result": {"resistanceOhms": 0, "formatted": "0 Ω", "system": "jumper"}},
  ],
  run({ code }: Inputs) {
    const { value, system } = decode(code.replace(/\s+/g, '').toUpperCase());
    return { resistanceOhms: value.toNumber(), formatted: formatOhms(value), system };
  },
});
