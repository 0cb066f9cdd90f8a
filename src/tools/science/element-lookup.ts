import { ToolError, defineTool, nullable } from '../define.ts';
import { ELEMENTS, PREDICTED_FROM } from '../elements.ts';
import { ATOMIC_WEIGHTS } from '../science-data.ts';

/** American and older spellings accepted besides the IUPAC names. */
const ALIASES: Record<string, string> = { aluminum: 'Al', cesium: 'Cs', sulphur: 'S' };
const BY_KEY = new Map<string, (typeof ELEMENTS)[number]>();
for (const element of ELEMENTS) {
  BY_KEY.set(element.symbol.toLowerCase(), element);
  BY_KEY.set(element.name.toLowerCase(), element);
  BY_KEY.set(String(element.atomicNumber), element);
}
for (const [alias, symbol] of Object.entries(ALIASES)) BY_KEY.set(alias, BY_KEY.get(symbol.toLowerCase())!);

export default defineTool({
  slug: 'element-lookup',
  name: 'Chemical element lookup',
  category: 'science',
  description:
    'Looks up one of the 118 elements by symbol (any case), English name (IUPAC spelling; aluminum, cesium and sulphur accepted) or atomic number 1–118. Gives the standard atomic weight (IUPAC/CIAAW abridged 2021, as molar-mass-calculator; null for elements without one, such as Tc or Pu), group, period and block (IUPAC 2021 layout: Sc, Y, Lu, Lr in group 3; La–Yb and Ac–No in the f block with no group), the ground-state electron configuration (NIST Atomic Spectra Database, with its exceptions such as Cr [Ar] 3d5 4s1 and Cu [Ar] 3d10 4s1; computed predictions from Z = 104, flagged) and the Pauling electronegativity (CRC Handbook; null for He, Ne, Ar and from Z = 104). Data typed 2025 into the repository.',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 40, description: 'A symbol ("Fe"), an English name ("iron") or an atomic number ("26").' },
    },
    required: ['query'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      atomicNumber: { type: 'integer' },
      symbol: { type: 'string' },
      name: { type: 'string', description: 'IUPAC English name.' },
      atomicWeight: nullable({ type: 'number' }, { description: 'Standard atomic weight (abridged, 5 significant figures); null where IUPAC gives none.' }),
      group: nullable({ type: 'integer' }, { description: '1–18; null in the f block.' }),
      period: { type: 'integer' },
      block: { type: 'string', enum: ['s', 'p', 'd', 'f'] },
      electronConfiguration: { type: 'string', description: 'Ground state, noble-gas core in brackets, e.g. "[Ar] 3d6 4s2".' },
      electronConfigurationPredicted: { type: 'boolean', description: 'True from Z = 104: computed, not measured.' },
      electronegativity: nullable({ type: 'number' }, { description: 'Pauling scale; null where none is established.' }),
    },
    required: ['atomicNumber', 'symbol', 'name', 'atomicWeight', 'group', 'period', 'block', 'electronConfiguration', 'electronConfigurationPredicted', 'electronegativity'],
  },
  examples: [
    {"inputs": {"query": "Fe"}, "result": {"atomicNumber": 26, "symbol": "Fe", "name": "Iron", "atomicWeight": 55.845, "group": 8, "period": 4, "block": "d", "electronConfiguration": "[Ar] 3d6 4s2", "electronConfigurationPredicted": false, "electronegativity": 1.83}},
    {"inputs": {"query": "copper"}, "result": {"atomicNumber": 29, "symbol": "Cu", "name": "Copper", "atomicWeight": 63.546, "group": 11, "period": 4, "block": "d", "electronConfiguration": "[Ar] 3d10 4s1", "electronConfigurationPredicted": false, "electronegativity": 1.9}},
    {"inputs": {"query": "94"}, "result": {"atomicNumber": 94, "symbol": "Pu", "name": "Plutonium", "atomicWeight": null, "group": null, "period": 7, "block": "f", "electronConfiguration": "[Rn] 5f6 7s2", "electronConfigurationPredicted": false, "electronegativity": 1.28}},
    {"inputs": {"query": "Oganesson"}, "result": {"atomicNumber": 118, "symbol": "Og", "name": "Oganesson", "atomicWeight": null, "group": 18, "period": 7, "block": "p", "electronConfiguration": "[Rn] 5f14 6d10 7s2 7p6", "electronConfigurationPredicted": true, "electronegativity": null}},
  ],
  run({ query }: { query: string }) {
    const key = query.trim().toLowerCase().replace(/^0+(?=\d)/, '');
    const element = BY_KEY.get(key);
    if (!element) throw new ToolError(`No element "${query.trim()}": give a symbol (Fe), an English name (iron) or an atomic number from 1 to 118.`);
    const weight = ATOMIC_WEIGHTS[element.symbol];
    return {
      atomicNumber: element.atomicNumber,
      symbol: element.symbol,
      name: element.name,
      atomicWeight: weight === undefined ? null : Number(weight),
      group: element.group,
      period: element.period,
      block: element.block,
      electronConfiguration: element.electronConfiguration,
      electronConfigurationPredicted: element.atomicNumber >= PREDICTED_FROM,
      electronegativity: element.electronegativity,
    };
  },
});
