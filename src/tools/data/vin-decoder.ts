import { defineTool, nullable } from '../define.ts';

// The VIN alphabet in ISO 3780 order (I, O and Q are never used): the second character of a WMI runs through it from
// A to 0 inside each country range below.
const ORDER = 'ABCDEFGHJKLMNPRSTUVWXYZ1234567890';

// ISO 3780 / SAE J272 country allocation of the first two WMI characters (the classic table; ranges not listed are
// unassigned). [first character, from, to, country].
const COUNTRIES: Array<[string, string, string, string]> = [
  ['A', 'A', 'H', 'South Africa'], ['A', 'J', 'N', "Côte d'Ivoire"],
  ['B', 'A', 'E', 'Angola'], ['B', 'F', 'K', 'Kenya'], ['B', 'L', 'R', 'Tanzania'],
  ['C', 'A', 'E', 'Benin'], ['C', 'F', 'K', 'Madagascar'], ['C', 'L', 'R', 'Tunisia'],
  ['D', 'A', 'E', 'Egypt'], ['D', 'F', 'K', 'Morocco'], ['D', 'L', 'R', 'Zambia'],
  ['E', 'A', 'E', 'Ethiopia'], ['E', 'F', 'K', 'Mozambique'],
  ['F', 'A', 'E', 'Ghana'], ['F', 'F', 'K', 'Nigeria'],
  ['J', 'A', '0', 'Japan'],
  ['K', 'A', 'E', 'Sri Lanka'], ['K', 'F', 'K', 'Israel'], ['K', 'L', 'R', 'South Korea'], ['K', 'S', '0', 'Kazakhstan'],
  ['L', 'A', '0', 'China'],
  ['M', 'A', 'E', 'India'], ['M', 'F', 'K', 'Indonesia'], ['M', 'L', 'R', 'Thailand'], ['M', 'S', '0', 'Myanmar'],
  ['N', 'A', 'E', 'Iran'], ['N', 'F', 'K', 'Pakistan'], ['N', 'L', 'R', 'Turkey'],
  ['P', 'A', 'E', 'Philippines'], ['P', 'F', 'K', 'Singapore'], ['P', 'L', 'R', 'Malaysia'],
  ['R', 'A', 'E', 'United Arab Emirates'], ['R', 'F', 'K', 'Taiwan'], ['R', 'L', 'R', 'Vietnam'], ['R', 'S', '0', 'Saudi Arabia'],
  ['S', 'A', 'M', 'United Kingdom'], ['S', 'N', 'T', 'Germany'], ['S', 'U', 'Z', 'Poland'], ['S', '1', '4', 'Latvia'],
  ['T', 'A', 'H', 'Switzerland'], ['T', 'J', 'P', 'Czech Republic'], ['T', 'R', 'V', 'Hungary'], ['T', 'W', '1', 'Portugal'],
  ['U', 'H', 'M', 'Denmark'], ['U', 'N', 'T', 'Ireland'], ['U', 'U', 'Z', 'Romania'], ['U', '5', '7', 'Slovakia'],
  ['V', 'A', 'E', 'Austria'], ['V', 'F', 'R', 'France'], ['V', 'S', 'W', 'Spain'], ['V', 'X', '2', 'Serbia'], ['V', '3', '5', 'Croatia'], ['V', '6', '0', 'Estonia'],
  ['W', 'A', '0', 'Germany'],
  ['X', 'A', 'E', 'Bulgaria'], ['X', 'F', 'K', 'Greece'], ['X', 'L', 'R', 'Netherlands'], ['X', 'S', 'W', 'Russia'], ['X', 'X', '2', 'Luxembourg'], ['X', '3', '0', 'Russia'],
  ['Y', 'A', 'E', 'Belgium'], ['Y', 'F', 'K', 'Finland'], ['Y', 'L', 'R', 'Malta'], ['Y', 'S', 'W', 'Sweden'], ['Y', 'X', '2', 'Norway'], ['Y', '3', '5', 'Belarus'], ['Y', '6', '0', 'Ukraine'],
  ['Z', 'A', 'R', 'Italy'], ['Z', 'X', '2', 'Slovenia'], ['Z', '3', '5', 'Lithuania'],
  ['1', 'A', '0', 'United States'], ['2', 'A', '0', 'Canada'], ['3', 'A', 'W', 'Mexico'], ['3', 'X', '7', 'Costa Rica'], ['3', '8', '0', 'Cayman Islands'],
  ['4', 'A', '0', 'United States'], ['5', 'A', '0', 'United States'],
  ['6', 'A', 'W', 'Australia'], ['7', 'A', 'E', 'New Zealand'],
  ['8', 'A', 'E', 'Argentina'], ['8', 'F', 'K', 'Chile'], ['8', 'L', 'R', 'Ecuador'], ['8', 'S', 'W', 'Peru'], ['8', 'X', '2', 'Venezuela'],
  ['9', 'A', 'E', 'Brazil'], ['9', 'F', 'K', 'Colombia'], ['9', 'L', 'R', 'Paraguay'], ['9', 'S', 'W', 'Uruguay'], ['9', 'X', '2', 'Trinidad and Tobago'], ['9', '3', '9', 'Brazil'],
];

const REGIONS: Array<[RegExp, string]> = [
  [/[A-H]/, 'africa'], [/[J-R]/, 'asia'], [/[S-Z]/, 'europe'], [/[1-5]/, 'north-america'], [/[6-7]/, 'oceania'], [/[8-9]/, 'south-america'],
];

/** 49 CFR 565.15 transliteration: A–H 1–8, J–N 1–5, P 7, R 9, S–Z 2–9, digits themselves. */
const VALUE: Record<string, number> = {};
'ABCDEFGH'.split('').forEach((c, i) => (VALUE[c] = i + 1));
'JKLMN'.split('').forEach((c, i) => (VALUE[c] = i + 1));
VALUE.P = 7;
VALUE.R = 9;
'STUVWXYZ'.split('').forEach((c, i) => (VALUE[c] = i + 2));
for (let d = 0; d <= 9; d++) VALUE[String(d)] = d;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Position 10 model-year codes, 1980 + index (and 2010 + index thirty years later). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

export default defineTool({
  slug: 'vin-decoder',
  name: 'VIN decoder',
  category: 'data',
  description:
    'Checks and splits a 17-character vehicle identification number (ISO 3779; spaces, hyphens and case ignored; I, O and Q are not VIN characters). valid: the position-9 check digit matches 49 CFR 565.15 (transliteration A–H 1–8, J–N 1–5, P 7, R 9, S–Z 2–9; weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2; sum mod 11, 10 written X). The check digit is mandatory in North America only, so valid: false on a European or Asian VIN is no proof of a fake. wmi (1–3), vds (4–9), vis (10–17), plantCode (11), serialNumber (12–17). region from position 1 and country from positions 1–2 by the ISO 3780 / SAE J272 allocation table (classic ranges; null where unassigned). modelYears: the two years position 10 can mean, 30 years apart (empty for 0, U, Z); modelYear picks one by the 49 CFR 565.15 rule for light vehicles (position 7 a letter → 2010–2039, a digit → 1980–2009), a guess for other vehicles. No manufacturer names (the WMI registry is not shipped).',
  inputSchema: {
    type: 'object',
    properties: {
      vin: {
        type: 'string',
        maxLength: 60,
        pattern: '^[ -]*(?:[A-HJ-NPR-Za-hj-npr-z0-9][ -]*){17}$',
        description: 'The 17-character VIN, e.g. "1M8GDM9AXKP042788"; spaces, hyphens and lower case allowed, no I, O or Q.',
      },
    },
    required: ['vin'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      valid: { type: 'boolean', description: 'The position-9 check digit matches (49 CFR 565.15).' },
      checkDigit: { type: 'string', description: 'Position 9 as given.' },
      expectedCheckDigit: { type: 'string', description: '0–9 or X.' },
      wmi: { type: 'string', description: 'World manufacturer identifier, positions 1–3.' },
      vds: { type: 'string', description: 'Vehicle descriptor section, positions 4–9.' },
      vis: { type: 'string', description: 'Vehicle identifier section, positions 10–17.' },
      region: nullable({ type: 'string', enum: ['africa', 'asia', 'europe', 'north-america', 'oceania', 'south-america'] }, { description: 'From position 1; null for 0.' }),
      country: nullable({ type: 'string' }, { description: 'From positions 1–2 (ISO 3780); null when unassigned.' }),
      modelYears: { type: 'array', items: { type: 'integer' }, maxItems: 2, description: 'The two candidate model years of position 10, or none for 0, U or Z.' },
      modelYear: nullable({ type: 'integer' }, { description: 'The candidate chosen by position 7 (49 CFR 565.15); null without a year code.' }),
      plantCode: { type: 'string', description: 'Position 11.' },
      serialNumber: { type: 'string', description: 'Positions 12–17.' },
    },
    required: ['valid', 'checkDigit', 'expectedCheckDigit', 'wmi', 'vds', 'vis', 'region', 'country', 'modelYears', 'modelYear', 'plantCode', 'serialNumber'],
  },
  examples: [
    // Computed by test/reference/data.py (independent Python rules; published references asserted there).
    { inputs: {"vin": "1M8GDM9AXKP042788"}, result: {"valid": true, "checkDigit": "X", "expectedCheckDigit": "X", "wmi": "1M8", "vds": "GDM9AX", "vis": "KP042788", "region": "north-america", "country": "United States", "modelYears": [1989, 2019], "modelYear": 1989, "plantCode": "P", "serialNumber": "042788"} },
    { inputs: {"vin": "1hgcm82633a004352"}, result: {"valid": true, "checkDigit": "3", "expectedCheckDigit": "3", "wmi": "1HG", "vds": "CM8263", "vis": "3A004352", "region": "north-america", "country": "United States", "modelYears": [2003, 2033], "modelYear": 2003, "plantCode": "A", "serialNumber": "004352"} },
    { inputs: {"vin": "WVWZZZ1JZ3W386752"}, result: {"valid": false, "checkDigit": "Z", "expectedCheckDigit": "9", "wmi": "WVW", "vds": "ZZZ1JZ", "vis": "3W386752", "region": "europe", "country": "Germany", "modelYears": [2003, 2033], "modelYear": 2003, "plantCode": "W", "serialNumber": "386752"} },
    { inputs: {"vin": "JH4KA7561PC008269"}, result: {"valid": true, "checkDigit": "1", "expectedCheckDigit": "1", "wmi": "JH4", "vds": "KA7561", "vis": "PC008269", "region": "asia", "country": "Japan", "modelYears": [1993, 2023], "modelYear": 1993, "plantCode": "C", "serialNumber": "008269"} },
    { inputs: {"vin": "SAJ-WA0-1A7-5A-123456"}, result: {"valid": true, "checkDigit": "7", "expectedCheckDigit": "7", "wmi": "SAJ", "vds": "WA01A7", "vis": "5A123456", "region": "europe", "country": "United Kingdom", "modelYears": [2005, 2035], "modelYear": 2005, "plantCode": "A", "serialNumber": "123456"} },
  ],
  run({ vin }: { vin: string }) {
    const code = vin.replace(/[ -]/g, '').toUpperCase();
    let sum = 0;
    for (let i = 0; i < 17; i++) sum += VALUE[code[i]!]! * WEIGHTS[i]!;
    const remainder = sum % 11;
    const expected = remainder === 10 ? 'X' : String(remainder);
    const [first, second] = [code[0]!, code[1]!];
    const position = ORDER.indexOf(second);
    const country = COUNTRIES.find(([c, from, to]) => c === first && position >= ORDER.indexOf(from) && position <= ORDER.indexOf(to))?.[3] ?? null;
    const yearIndex = YEAR_CODES.indexOf(code[9]!);
    const modelYears = yearIndex < 0 ? [] : [1980 + yearIndex, 2010 + yearIndex];
    return {
      valid: code[8] === expected,
      checkDigit: code[8]!,
      expectedCheckDigit: expected,
      wmi: code.slice(0, 3),
      vds: code.slice(3, 9),
      vis: code.slice(9),
      region: REGIONS.find(([re]) => re.test(first))?.[1] ?? null,
      country,
      modelYears,
      modelYear: yearIndex < 0 ? null : /[A-Z]/.test(code[6]!) ? modelYears[1]! : modelYears[0]!,
      plantCode: code[10]!,
      serialNumber: code.slice(11),
    };
  },
});
