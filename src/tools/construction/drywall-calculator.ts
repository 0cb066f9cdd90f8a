import { exact, nearest } from '../exact-fraction.ts';
import { ToolError, defineTool } from '../define.ts';

interface Inputs {
  wallArea: number;
  ceilingArea?: number;
  openingsArea?: number;
  sheetWidth?: number;
  sheetLength?: number;
  wastePercent?: number;
}

const area = (description: string, extra: Record<string, unknown> = {}) => ({ type: 'number', minimum: 0, maximum: 1e7, ...extra, description });
const side = (description: string, value: number) => ({ type: 'number', exclusiveMinimum: 0, maximum: 1000, default: value, description });

export default defineTool({
  slug: 'drywall-calculator',
  name: 'Drywall calculator',
  category: 'construction',
  description:
    'Drywall (plasterboard, gypsum board) sheets: net area = wall area + ceiling area − openings (doors, windows); sheets = ⌈net × (1 + waste %) / (sheet width × sheet length)⌉, the ceiling taken on exact values so an exact fit never adds a sheet. One length unit throughout: the default 4 × 8 sheet and 10 % waste assume feet and ft² (give sheetWidth 1.2 and sheetLength 2.4 for metric boards with areas in m²). Counts by area only: layout, cut-offs beyond the waste allowance, screws, tape and compound are not included.',
  inputSchema: {
    type: 'object',
    properties: {
      wallArea: area('Wall area to cover, ft² (or m² with metric sheet sizes).'),
      ceilingArea: area('Ceiling area to cover, same unit (default 0).', { default: 0 }),
      openingsArea: area('Doors, windows and other openings not covered, same unit (default 0).', { default: 0 }),
      sheetWidth: side('Sheet width, same length unit as the areas (default 4, for feet).', 4),
      sheetLength: side('Sheet length, same length unit (default 8, for feet).', 8),
      wastePercent: { type: 'number', minimum: 0, maximum: 100, default: 10, description: 'Extra for cuts and breakage in percent (default 10).' },
    },
    required: ['wallArea'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      netArea: { type: 'number', description: 'Wall + ceiling − openings.' },
      sheetArea: { type: 'number', description: 'Area of one sheet.' },
      sheets: { type: 'integer', description: 'Sheets to buy, waste included, rounded up.' },
    },
    required: ['netArea', 'sheetArea', 'sheets'],
  },
  examples: [
    { inputs: { wallArea: 400 }, result: { netArea: 400, sheetArea: 32, sheets: 14 } },
    { inputs: { wallArea: 352, ceilingArea: 144, openingsArea: 58, sheetLength: 12, wastePercent: 15 }, result: { netArea: 438, sheetArea: 48, sheets: 11 } },
    { inputs: { wallArea: 36.5, ceilingArea: 12, openingsArea: 3.5, sheetWidth: 1.2, sheetLength: 2.4, wastePercent: 15.2 }, result: { netArea: 45, sheetArea: 2.88, sheets: 18 } },
  ],
  run({ wallArea, ceilingArea = 0, openingsArea = 0, sheetWidth = 4, sheetLength = 8, wastePercent = 10 }: Inputs) {
    const net = exact(wallArea).add(exact(ceilingArea)).sub(exact(openingsArea));
    if (net.lte(0)) throw new ToolError('The openings are as large as the wall and ceiling area or larger: nothing to cover.');
    const sheet = exact(sheetWidth).mul(exact(sheetLength));
    const sheets = net.mul(exact(wastePercent).div(100).add(1)).div(sheet).ceil();
    return { netArea: nearest(net, 'area'), sheetArea: nearest(sheet, 'sheet area'), sheets: nearest(sheets, 'number of sheets') };
  },
});
