import { defineTool } from '../define.ts';
import { dayNumber, isoDate, isoDatePattern } from '../health-formulas.ts';

interface Inputs {
  lastPeriodDate: string;
  cycleLength: number;
  cycles: number;
}

export default defineTool({
  slug: 'ovulation-calculator',
  name: 'Ovulation calculator',
  category: 'health',
  description:
    'Estimated ovulation dates and fertile windows for the next cycles from the first day of the last period and a regular cycle length (calendar method): each next period starts one cycle length later, ovulation is 14 days before it, and the fertile window runs from 5 days before ovulation to 1 day after. ISO 8601 calendar dates. An estimate for regular cycles, not medical advice nor contraception.',
  inputSchema: {
    type: 'object',
    properties: {
      lastPeriodDate: { type: 'string', pattern: isoDatePattern, maxLength: 10, description: 'First day of the last period, yyyy-MM-dd.' },
      cycleLength: { type: 'integer', minimum: 20, maximum: 45, default: 28, description: 'Cycle length in days.' },
      cycles: { type: 'integer', minimum: 1, maximum: 12, default: 3, description: 'How many cycles to list.' },
    },
    required: ['lastPeriodDate'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      cycles: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            periodStart: { type: 'string', description: 'First day of this cycle.' },
            fertileStart: { type: 'string' },
            ovulationDate: { type: 'string' },
            fertileEnd: { type: 'string' },
            nextPeriod: { type: 'string', description: 'Expected first day of the following period.' },
          },
          required: ['periodStart', 'fertileStart', 'ovulationDate', 'fertileEnd', 'nextPeriod'],
        },
      },
    },
    required: ['cycles'],
  },
  examples: [
    { inputs: { lastPeriodDate: '2024-03-01', cycleLength: 28, cycles: 2 }, result: { cycles: [{ periodStart: '2024-03-01', fertileStart: '2024-03-10', ovulationDate: '2024-03-15', fertileEnd: '2024-03-16', nextPeriod: '2024-03-29' }, { periodStart: '2024-03-29', fertileStart: '2024-04-07', ovulationDate: '2024-04-12', fertileEnd: '2024-04-13', nextPeriod: '2024-04-26' }] } },
    { inputs: { lastPeriodDate: '2024-12-20', cycleLength: 32, cycles: 1 }, result: { cycles: [{ periodStart: '2024-12-20', fertileStart: '2025-01-02', ovulationDate: '2025-01-07', fertileEnd: '2025-01-08', nextPeriod: '2025-01-21' }] } },
  ],
  run({ lastPeriodDate, cycleLength, cycles }: Inputs) {
    const first = dayNumber(lastPeriodDate, 'lastPeriodDate');
    return {
      cycles: Array.from({ length: cycles }, (_, i) => {
        const start = first + i * cycleLength;
        const next = start + cycleLength;
        const ovulation = next - 14;
        return {
          periodStart: isoDate(start),
          fertileStart: isoDate(ovulation - 5),
          ovulationDate: isoDate(ovulation),
          fertileEnd: isoDate(ovulation + 1),
          nextPeriod: isoDate(next),
        };
      }),
    };
  },
});
