// The dates tools' refusals and edge cases. Examples run in catalog.test.ts, numbers at their edges in numeric-edges.test.ts.
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import { refuses, registry, run } from '../helpers/tools.ts';

const refusals: Array<[string, Record<string, unknown>]> = [
  ['date-difference', { start: '2023-02-29', end: '2024-01-01' }],
  ['date-difference', { start: '2024-01-01', end: '2024-01-01T10:00:00Z' }],
  ['date-add-subtract', { date: '9999-12-31', days: 1 }],
  ['age-calculator', { birthDate: '2030-01-01', at: '2024-01-01' }],
  ['business-days-calculator', { start: '2024-02-01', end: '2024-01-01' }],
  ['add-business-days', { date: '9999-12-30', days: 5 }],
  ['iso-week-converter', { isoYear: 2021, isoWeek: 53 }],
  ['unix-timestamp-converter', { timestamp: 1e20, unit: 'ms' }],
  ['timezone-converter', { dateTime: '2024-03-10T02:30:00', fromZone: 'America/Chicago', toZone: 'UTC', disambiguation: 'reject' }],
  ['timezone-converter', { dateTime: '2024-03-10T02:30:00', fromZone: 'Mars/Olympus', toZone: 'UTC' }],
  ['excel-date-converter', { serial: 60 }],
  ['date-format-converter', { dateTime: '2024-13-01', inputFormat: 'yyyy-MM-dd', outputFormat: 'yyyy' }],
];

describe('dates refusals', () => {
  it.each(refusals)('%s refuses %j with a ToolError', async (slug, inputs) => {
    const compiled = registry.get(slug);
    if (!compiled) return;
    const { error, invalid } = await run(compiled, inputs);
    expect(invalid === true || typeof error === 'string').toBe(true);
  });
});
