import { ToolError, defineTool } from '../define.ts';
import { D, type Dec } from '../health-formulas.ts';

interface Inputs {
  currentWeight: number;
  goalWeight: number;
  unit: 'kg' | 'lb';
  tdee: number;
  dailyDeficit: number;
}

const KCAL_PER_UNIT = { kg: 7700, lb: 3500 } as const;

/** ⌈a / b⌉ for positive decimals, checked by exact products (the quotient is rounded at 40 digits). */
function ceilDiv(a: Dec, b: Dec): number {
  let q = a.dividedBy(b).ceil();
  while (q.greaterThan(0) && q.minus(1).times(b).greaterThanOrEqualTo(a)) q = q.minus(1);
  while (q.times(b).lessThan(a)) q = q.plus(1);
  return q.toNumber();
}

export default defineTool({
  slug: 'calorie-deficit-calculator',
  name: 'Calorie deficit calculator',
  category: 'health',
  description:
    'Time to reach a goal weight at a steady daily calorie deficit, by the classic energy-balance rule: 7 700 kcal per kg (3 500 kcal per lb) of body weight. totalDeficitKcal = (current − goal) × 7 700 (or 3 500); days = ⌈total / dailyDeficit⌉ (exact decimal arithmetic, so an exact multiple is not rounded up); weeks = days / 7; dailyCalories = tdee − dailyDeficit (take tdee from tdee-calculator); weeklyLoss = dailyDeficit × 7 / 7 700 (or 3 500) in the input unit. An estimate, not medical advice: the rule ignores metabolic adaptation and overstates long-term loss (Hall et al., Lancet 2011); very low intakes need medical supervision.',
  inputSchema: {
    type: 'object',
    properties: {
      currentWeight: { type: 'number', exclusiveMinimum: 0, maximum: 1500, description: 'Current body weight in `unit`.' },
      goalWeight: { type: 'number', exclusiveMinimum: 0, maximum: 1500, description: 'Goal weight in `unit`, below currentWeight.' },
      unit: { type: 'string', enum: ['kg', 'lb'], default: 'kg', description: 'Unit of both weights and of weeklyLoss.' },
      tdee: { type: 'number', minimum: 500, maximum: 10000, description: 'Total daily energy expenditure in kcal/day (tdee-calculator\'s result).' },
      dailyDeficit: { type: 'number', minimum: 100, maximum: 2000, description: 'Calories below the TDEE eaten each day, kcal/day.' },
    },
    required: ['currentWeight', 'goalWeight', 'tdee', 'dailyDeficit'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      weightToLose: { type: 'number', description: 'currentWeight − goalWeight, in `unit`.' },
      totalDeficitKcal: { type: 'number', description: 'Calorie deficit needed in total, kcal.' },
      days: { type: 'integer', description: '⌈totalDeficitKcal / dailyDeficit⌉.' },
      weeks: { type: 'number', description: 'days / 7, unrounded.' },
      dailyCalories: { type: 'number', description: 'Daily intake: tdee − dailyDeficit, kcal/day.' },
      weeklyLoss: { type: 'number', description: 'Expected loss per week in `unit`, unrounded.' },
    },
    required: ['weightToLose', 'totalDeficitKcal', 'days', 'weeks', 'dailyCalories', 'weeklyLoss'],
  },
  // Expected results: test/reference/finance_health_plan2.py (fractions.Fraction; the first is TOOLS-PLAN-2's reference: 90 → 80 kg, TDEE 2 500, deficit 500 → 154 days, 2 000 kcal/day).
  examples: [
    { inputs: { currentWeight: 90, goalWeight: 80, unit: "kg", tdee: 2500, dailyDeficit: 500 }, result: { weightToLose: 10, totalDeficitKcal: 77000, days: 154, weeks: 22, dailyCalories: 2000, weeklyLoss: 0.45454545454545453 } },
    { inputs: { currentWeight: 212.4, goalWeight: 185, unit: "lb", tdee: 2850.5, dailyDeficit: 650 }, result: { weightToLose: 27.4, totalDeficitKcal: 95900, days: 148, weeks: 21.142857142857142, dailyCalories: 2200.5, weeklyLoss: 1.3 } },
  ],
  run({ currentWeight, goalWeight, unit, tdee, dailyDeficit }: Inputs) {
    if (goalWeight >= currentWeight) throw new ToolError(`goalWeight (${goalWeight}) must be below currentWeight (${currentWeight}): this tool plans a loss.`);
    if (dailyDeficit >= tdee) throw new ToolError(`dailyDeficit (${dailyDeficit}) must be below the TDEE (${tdee}): the daily intake would be zero or negative.`);
    const perUnit = KCAL_PER_UNIT[unit];
    const lose = new D(currentWeight).minus(goalWeight);
    const total = lose.times(perUnit);
    const deficit = new D(dailyDeficit);
    const days = ceilDiv(total, deficit);
    return {
      weightToLose: lose.toNumber(),
      totalDeficitKcal: total.toNumber(),
      days,
      weeks: new D(days).dividedBy(7).toNumber(),
      dailyCalories: new D(tdee).minus(deficit).toNumber(),
      weeklyLoss: deficit.times(7).dividedBy(perUnit).toNumber(),
    };
  },
});
