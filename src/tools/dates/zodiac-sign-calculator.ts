import { ToolError, defineTool } from '../define.ts';
import { DATE_PATTERN, parseDate } from '../date-helpers.ts';

interface Inputs {
  birthDate: string;
}

/** Sun signs by start day (month, day), with element and modality. */
const SIGNS: Array<[string, number, number, string, string]> = [
  ['capricorn', 1, 1, 'earth', 'cardinal'],
  ['aquarius', 1, 20, 'air', 'fixed'],
  ['pisces', 2, 19, 'water', 'mutable'],
  ['aries', 3, 21, 'fire', 'cardinal'],
  ['taurus', 4, 20, 'earth', 'fixed'],
  ['gemini', 5, 21, 'air', 'mutable'],
  ['cancer', 6, 21, 'water', 'cardinal'],
  ['leo', 7, 23, 'fire', 'fixed'],
  ['virgo', 8, 23, 'earth', 'mutable'],
  ['libra', 9, 23, 'air', 'cardinal'],
  ['scorpio', 10, 23, 'water', 'fixed'],
  ['sagittarius', 11, 22, 'fire', 'mutable'],
  ['capricorn', 12, 22, 'earth', 'cardinal'],
];
const ANIMALS = ['rat', 'ox', 'tiger', 'rabbit', 'dragon', 'snake', 'horse', 'goat', 'monkey', 'rooster', 'dog', 'pig'];
const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'];
const CHINESE = new Intl.DateTimeFormat('en-u-ca-chinese', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });

export default defineTool({
  slug: 'zodiac-sign-calculator',
  name: 'Zodiac sign calculator',
  category: 'dates',
  description:
    'Western (tropical) sun sign and Chinese zodiac of a birth date, 1901-2099. Sun signs follow this table of first days (sources differ by a day at the cusps; this table is the contract): aquarius 01-20, pisces 02-19, aries 03-21, taurus 04-20, gemini 05-21, cancer 06-21, leo 07-23, virgo 08-23, libra 09-23, scorpio 10-23, sagittarius 11-22, capricorn 12-22; with classical element and modality. The Chinese year starts at the Chinese new year (the ICU Chinese calendar, which matches the Hong Kong Observatory tables), so a January birthday usually belongs to the previous year: chineseYear is the Gregorian year in which that Chinese year began; animal = (year - 4) mod 12 from rat, heavenly stem = (year - 4) mod 10 giving the element (wood, fire, earth, metal, water, two stems each) and yin/yang (even stem yang).',
  inputSchema: {
    type: 'object',
    properties: {
      birthDate: { type: 'string', maxLength: 10, pattern: DATE_PATTERN, description: 'Date of birth, YYYY-MM-DD, years 1901 to 2099.' },
    },
    required: ['birthDate'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      westernSign: { type: 'string' },
      element: { type: 'string' },
      modality: { type: 'string' },
      chineseYear: { type: 'integer', description: 'Gregorian year in which the Chinese year of the date began.' },
      chineseZodiac: { type: 'string' },
      chineseElement: { type: 'string' },
      yinYang: { type: 'string' },
    },
    required: ['westernSign', 'element', 'modality', 'chineseYear', 'chineseZodiac', 'chineseElement', 'yinYang'],
  },
  examples: [
    {
      inputs: {"birthDate": "2000-01-01"},
      result: {"westernSign": "capricorn", "element": "earth", "modality": "cardinal", "chineseYear": 1999, "chineseZodiac": "rabbit", "chineseElement": "earth", "yinYang": "yin"},
    },
    {
      inputs: {"birthDate": "2024-02-10"},
      result: {"westernSign": "aquarius", "element": "air", "modality": "fixed", "chineseYear": 2024, "chineseZodiac": "dragon", "chineseElement": "wood", "yinYang": "yang"},
    },
    {
      inputs: {"birthDate": "1985-02-19"},
      result: {"westernSign": "pisces", "element": "water", "modality": "mutable", "chineseYear": 1984, "chineseZodiac": "rat", "chineseElement": "wood", "yinYang": "yang"},
    },
    {
      inputs: {"birthDate": "2023-07-23"},
      result: {"westernSign": "leo", "element": "fire", "modality": "fixed", "chineseYear": 2023, "chineseZodiac": "rabbit", "chineseElement": "water", "yinYang": "yin"},
    },
  ],
  run({ birthDate }: Inputs) {
    const { year, month, day } = parseDate(birthDate, 'birthDate');
    if (year < 1901 || year > 2099) throw new ToolError('"birthDate" must be between 1901-01-01 and 2099-12-31.');
    let sign = SIGNS[0]!;
    for (const row of SIGNS) if (month > row[1] || (month === row[1] && day >= row[2])) sign = row;
    const parts = CHINESE.formatToParts(new Date(Date.UTC(year, month - 1, day, 12)));
    const related = parts.find((p) => (p.type as string) === 'relatedYear')?.value;
    if (related === undefined) throw new Error('the Chinese calendar gave no related year');
    const cy = Number(related);
    const stem = (((cy - 4) % 10) + 10) % 10;
    return {
      westernSign: sign[0],
      element: sign[3],
      modality: sign[4],
      chineseYear: cy,
      chineseZodiac: ANIMALS[(((cy - 4) % 12) + 12) % 12]!,
      chineseElement: ELEMENTS[Math.floor(stem / 2)]!,
      yinYang: stem % 2 === 0 ? 'yang' : 'yin',
    };
  },
});
