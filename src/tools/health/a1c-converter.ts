import { ToolError, defineTool } from '../define.ts';
import { D, type Dec } from '../health-formulas.ts';

interface Inputs {
  a1cPercent?: number;
  eagMgDl?: number;
  ifccMmolMol?: number;
}

export default defineTool({
  slug: 'a1c-converter',
  name: 'HbA1c converter',
  category: 'health',
  description:
    'Converts a glycated haemoglobin (HbA1c) result between NGSP/DCCT percent, IFCC mmol/mol and estimated average glucose (eAG). Give exactly one of a1cPercent, ifccMmolMol, eagMgDl. IFCC = (NGSP − 2.152) / 0.09148 (the IFCC–NGSP master equation, Hoelzel et al. 2004); eAG mg/dL = 28.7 × A1C − 46.7 (ADAG study, Nathan et al., Diabetes Care 2008); eAG mmol/L = mg/dL / 18.016. Computed exactly in 40-digit decimal, results unrounded (labs report A1C to 0.1 %, IFCC and eAG to whole units: 7 % → 53 mmol/mol, 154 mg/dL). eAG is a population regression estimate: it does not replace glucose readings, and this is not medical advice.',
  inputSchema: {
    type: 'object',
    properties: {
      a1cPercent: { type: 'number', minimum: 3, maximum: 20, description: 'HbA1c in NGSP/DCCT percent (e.g. 7).' },
      eagMgDl: { type: 'number', minimum: 40, maximum: 530, description: 'Estimated average glucose in mg/dL.' },
      ifccMmolMol: { type: 'number', minimum: 10, maximum: 195, description: 'HbA1c in IFCC units, mmol/mol.' },
    },
  },
  outputSchema: {
    type: 'object',
    properties: {
      a1cPercent: { type: 'number', description: 'NGSP/DCCT percent.' },
      ifccMmolMol: { type: 'number', description: 'IFCC mmol/mol.' },
      eagMgDl: { type: 'number', description: 'Estimated average glucose, mg/dL.' },
      eagMmolL: { type: 'number', description: 'Estimated average glucose, mmol/L.' },
    },
    required: ['a1cPercent', 'ifccMmolMol', 'eagMgDl', 'eagMmolL'],
  },
  // Expected results: test/reference/finance_health_plan2.py (Python decimal; the first is TOOLS-PLAN-2 §6: A1C 7 % → eAG 154 mg/dL, 53 mmol/mol).
  examples: [
    { inputs: { a1cPercent: 7 }, result: { a1cPercent: 7, ifccMmolMol: 52.9951902055094, eagMgDl: 154.2, eagMmolL: 8.559058614564831 } },
    { inputs: { eagMgDl: 126 }, result: { a1cPercent: 6.017421602787456, ifccMmolMol: 42.2542807475673, eagMgDl: 126, eagMmolL: 6.993783303730018 } },
    { inputs: { ifccMmolMol: 48 }, result: { a1cPercent: 6.54304, ifccMmolMol: 48, eagMgDl: 141.085248, eagMmolL: 7.8311083481349915 } },
  ],
  run({ a1cPercent, eagMgDl, ifccMmolMol }: Inputs) {
    const given = [a1cPercent, eagMgDl, ifccMmolMol].filter((v) => v !== undefined).length;
    if (given !== 1) throw new ToolError('Give exactly one of a1cPercent, eagMgDl and ifccMmolMol.');
    let a1c: Dec;
    if (a1cPercent !== undefined) a1c = new D(a1cPercent);
    else if (eagMgDl !== undefined) a1c = new D(eagMgDl).plus('46.7').dividedBy('28.7');
    else a1c = new D('0.09148').times(ifccMmolMol!).plus('2.152');
    const eag = new D('28.7').times(a1c).minus('46.7');
    return {
      a1cPercent: a1c.toNumber(),
      ifccMmolMol: a1c.minus('2.152').dividedBy('0.09148').toNumber(),
      eagMgDl: eag.toNumber(),
      eagMmolL: eag.dividedBy('18.016').toNumber(),
    };
  },
});
