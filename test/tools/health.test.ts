// The health tools' refusals, and every health example against the independent oracle (test/reference/health.py,
// run here). The catalog, numeric-edges, light-speed and fuzz tests cover every tool.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry, run, tool } from '../helpers/tools.ts';

const tools = registry.list().filter((t) => t.definition.category === 'health');
const PLAN_TWO = new Set(['calorie-deficit-calculator', 'bac-calculator', 'a1c-converter', 'blood-pressure-category']);
const refusal = async (slug: string, inputs: Record<string, unknown>) => {
  const answer = await run(tool(slug), inputs);
  expect(answer.error, JSON.stringify(answer)).toBeDefined();
  return answer.error!;
};

describe('health refusals', () => {
  it('refuses impossible or incomplete inputs with a message', async () => {
    expect(await refusal('pregnancy-due-date', { lastPeriodDate: '2023-02-29', at: '2023-05-01' })).toMatch(/calendar date/);
    expect(await refusal('pregnancy-due-date', { lastPeriodDate: '2024-01-01', conceptionDate: '2024-01-14', at: '2024-05-01' })).toMatch(/either/);
    expect(await refusal('pregnancy-due-date', { lastPeriodDate: '2024-06-01', at: '2024-05-01' })).toMatch(/before/);
    expect(await refusal('bmr-calculator', { sex: 'male', age: 30, weightKg: 80, heightCm: 180, formula: 'katch-mcardle' })).toMatch(/bodyFatPercent/);
    expect(await refusal('body-fat-calculator', { sex: 'male', heightCm: 178, neckCm: 40, waistCm: 38 })).toMatch(/waist/);
    expect(await refusal('body-fat-calculator', { sex: 'female', heightCm: 165, neckCm: 33, waistCm: 76 })).toMatch(/hipCm/);
    expect(await refusal('pace-calculator', { solveFor: 'pace', distance: 10, time: '50:00', pace: '5:00' })).toMatch(/solved for/);
    expect(await refusal('pace-calculator', { solveFor: 'time', distance: 10 })).toMatch(/pace/);
  });

  it('uses today when "at" is left out', async () => {
    const { result } = await run(tool('pregnancy-due-date'), { lastPeriodDate: '2020-01-01' });
    expect((result as { daysUntilDue: number }).daysUntilDue).toBeLessThan(0);
  });
});

describe('health examples against the oracle', () => {
  // test/reference/health.py recomputes every example independently; its values were pasted into the examples.
  let printed = '';
  try {
    printed = execFileSync('python3', [path.resolve('test/reference/health.py')], { encoding: 'utf8' });
  } catch {
    printed = '';
  }
  it.skipIf(printed === '')('hold exactly the values test/reference/health.py prints', () => {
    const oracle = new Map(printed.trim().split('\n').map((line) => {
      const at = line.indexOf(' : ');
      return [JSON.parse(line.slice(0, at)) as string, JSON.parse(line.slice(at + 3)) as unknown[]];
    }));
    // The health tools of TOOLS-PLAN-2 have their own oracle (finance_health_plan2.py, finance-health-plan2.test.ts).
    const planOne = tools.filter((t) => !PLAN_TWO.has(t.definition.slug));
    expect([...oracle.keys()].sort()).toEqual(planOne.map((t) => t.definition.slug).sort());
    for (const t of planOne) expect(t.definition.examples.map((e) => e.result), t.definition.slug).toEqual(oracle.get(t.definition.slug));
  });
});
