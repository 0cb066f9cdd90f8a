import { defineTool, nullable } from '../define.ts';
import { Decimal, dec, toNumber } from '../money.ts';

// Worked in the small unit so that every factor is exact: metric in cm (1 m² = 10 000 cm², 1 mm = 0.1 cm),
// imperial in inches (1 ft² = 144 in²).
const METRIC = { areaFactor: new Decimal(10000), gapFactor: new Decimal('0.1') };
const IMPERIAL = { areaFactor: new Decimal(144), gapFactor: new Decimal(1) };

interface Inputs {
  unit?: 'm' | 'ft';
  area: number;
  tileWidth: number;
  tileHeight: number;
  groutGap?: number;
  wastePercent?: number;
  tilesPerBox?: number;
}

export default defineTool({
  slug: 'tile-calculator',
  name: 'Tile calculator',
  category: 'construction',
  description:
    'Tiles for a floor or wall: ⌈area × (1 + waste %) / ((tile width + gap) × (tile height + gap))⌉, each tile counted with one grout joint; boxes = ⌈tiles / tilesPerBox⌉. Metric: area in m², tile sides in cm, gap in mm; imperial (unit ft): area in ft², tile sides and gap in inches. Waste defaults to 10 % (cuts and breakage; diagonal layouts need about 15 %).',
  inputSchema: {
    type: 'object',
    properties: {
      unit: { type: 'string', enum: ['m', 'ft'], default: 'm', description: 'Unit system: m (default: area in m², tiles in cm, gap in mm) or ft (area in ft², tiles and gap in inches).' },
      area: { type: 'number', exclusiveMinimum: 0, maximum: 1e6, description: 'Surface to tile, m² or ft².' },
      tileWidth: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'cm (metric) or inches.' },
      tileHeight: { type: 'number', exclusiveMinimum: 0, maximum: 1000, description: 'cm (metric) or inches.' },
      groutGap: { type: 'number', minimum: 0, maximum: 100, default: 0, description: 'Joint width, mm (metric) or inches.' },
      wastePercent: { type: 'number', minimum: 0, maximum: 100, default: 10, description: 'Extra tiles for cuts and breakage in percent (default 10; about 15 for diagonal layouts).' },
      tilesPerBox: { type: 'integer', minimum: 1, maximum: 10000, description: 'Gives `boxes` when set.' },
    },
    required: ['area', 'tileWidth', 'tileHeight'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      tiles: { type: 'integer', description: 'Tiles to buy, waste included, rounded up.' },
      boxes: nullable({ type: 'integer' }, { description: 'Boxes, rounded up; null without tilesPerBox.' }),
    },
    required: ['tiles', 'boxes'],
  },
  examples: [
    { inputs: { area: 12.5, tileWidth: 30, tileHeight: 60, groutGap: 3, tilesPerBox: 8 }, result: { tiles: 76, boxes: 10 } },
    { inputs: { unit: 'ft', area: 120, tileWidth: 12, tileHeight: 12, wastePercent: 15 }, result: { tiles: 138, boxes: null } },
  ],
  run({ unit = 'm', area, tileWidth, tileHeight, groutGap = 0, wastePercent = 10, tilesPerBox }: Inputs) {
    const scale = unit === 'm' ? METRIC : IMPERIAL;
    const gap = dec(groutGap).times(scale.gapFactor);
    const perTile = dec(tileWidth).plus(gap).times(dec(tileHeight).plus(gap));
    const tiles = dec(area).times(scale.areaFactor).times(dec(wastePercent).dividedBy(100).plus(1)).dividedBy(perTile).ceil();
    return {
      tiles: toNumber(tiles, 'number of tiles'),
      boxes: tilesPerBox === undefined ? null : toNumber(tiles.dividedBy(tilesPerBox).ceil(), 'number of boxes'),
    };
  },
});
