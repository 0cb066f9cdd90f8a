import { ToolError, defineTool, nullable } from '../define.ts';
import { ISO_3166, type CountryRow } from '../iso-3166.ts';

const byName = [...ISO_3166].sort((a, b) => (a[3] < b[3] ? -1 : a[3] > b[3] ? 1 : 0));

export default defineTool({
  slug: 'country-code-lookup',
  name: 'Country code lookup (ISO 3166-1)',
  category: 'data',
  description:
    'Finds a country in ISO 3166-1 (249 entries from Debian iso-codes 4.15.0 of 2023-04-27, which follows the ISO Online Browsing Platform) by alpha-2 code, alpha-3 code, numeric code or English name, case-insensitively: two letters are an alpha-2 code, 1–3 digits a numeric code (zero-padded), three letters an alpha-3 code; otherwise, or when three letters are no code, the name: first an exact ISO short name or common name ("Bolivia, Plurinational State of" or "Bolivia"), then a prefix of either. When several names start with the prefix, the first in alphabetical order is returned and matches lists the others; none is a 422. name is the ISO English short name. localizedName is the country\'s name in the BCP 47 locale given (Intl.DisplayNames with node 20\'s ICU/CLDR data; null without locale).',
  inputSchema: {
    type: 'object',
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 100, description: 'An alpha-2 ("DE"), alpha-3 ("DEU") or numeric ("276") code, or an English name or its beginning ("Germany", "germ").' },
      locale: { type: 'string', maxLength: 35, pattern: '^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$', description: 'BCP 47 locale for localizedName, e.g. "fr" or "pt-BR".' },
    },
    required: ['query'],
    additionalProperties: false,
  },
  outputSchema: {
    type: 'object',
    properties: {
      alpha2: { type: 'string' },
      alpha3: { type: 'string' },
      numeric: { type: 'string', description: 'Three digits, zero-padded.' },
      name: { type: 'string', description: 'ISO English short name.' },
      localizedName: nullable({ type: 'string' }, { description: 'Name in the locale given (CLDR via Intl.DisplayNames); null without locale.' }),
      matches: { type: 'array', items: { type: 'string' }, description: 'Other countries whose names also start with the query (ISO short names), when the prefix is ambiguous.' },
    },
    required: ['alpha2', 'alpha3', 'numeric', 'name', 'localizedName', 'matches'],
  },
  examples: [
    // Computed by test/reference/data.py (independent Python rules; published references asserted there).
    { inputs: {"query": "DE", "locale": "de"}, result: {"alpha2": "DE", "alpha3": "DEU", "numeric": "276", "name": "Germany", "localizedName": "Deutschland", "matches": []} },
    { inputs: {"query": "fra"}, result: {"alpha2": "FR", "alpha3": "FRA", "numeric": "250", "name": "France", "localizedName": null, "matches": []} },
    { inputs: {"query": "384", "locale": "ja"}, result: {"alpha2": "CI", "alpha3": "CIV", "numeric": "384", "name": "Côte d'Ivoire", "localizedName": "コートジボワール", "matches": []} },
    { inputs: {"query": "united k", "locale": "es"}, result: {"alpha2": "GB", "alpha3": "GBR", "numeric": "826", "name": "United Kingdom", "localizedName": "Reino Unido", "matches": []} },
    { inputs: {"query": "Korea"}, result: {"alpha2": "KP", "alpha3": "PRK", "numeric": "408", "name": "Korea, Democratic People's Republic of", "localizedName": null, "matches": ["Korea, Republic of"]} },
    { inputs: {"query": "Bolivia"}, result: {"alpha2": "BO", "alpha3": "BOL", "numeric": "068", "name": "Bolivia, Plurinational State of", "localizedName": null, "matches": []} },
  ],
  run({ query, locale }: { query: string; locale?: string }) {
    let displayNames: Intl.DisplayNames | undefined;
    if (locale !== undefined) {
      try {
        displayNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
      } catch {
        throw new ToolError(`"${locale}" is not a valid BCP 47 locale.`);
      }
    }
    const q = query.trim().toUpperCase();
    let found: CountryRow | undefined;
    let matches: CountryRow[] = [];
    if (/^[A-Z]{2}$/.test(q)) {
      found = ISO_3166.find((row) => row[0] === q);
      if (!found) throw new ToolError(`${q} is not an ISO 3166-1 alpha-2 code.`);
    } else if (/^\d{1,3}$/.test(q)) {
      const numeric = q.padStart(3, '0');
      found = ISO_3166.find((row) => row[2] === numeric);
      if (!found) throw new ToolError(`${numeric} is not an ISO 3166-1 numeric code.`);
    } else {
      if (/^[A-Z]{3}$/.test(q)) found = ISO_3166.find((row) => row[1] === q);
      const upper = (s: string | undefined) => s?.toUpperCase();
      found ??= byName.find((row) => upper(row[3]) === q || upper(row[4]) === q);
      if (!found) {
        const candidates = byName.filter((row) => upper(row[3])!.startsWith(q) || upper(row[4])?.startsWith(q));
        if (candidates.length === 0) throw new ToolError(`No ISO 3166-1 country has the code or a name starting with "${query.trim()}".`);
        [found, ...matches] = candidates as [CountryRow, ...CountryRow[]];
      }
    }
    return {
      alpha2: found[0],
      alpha3: found[1],
      numeric: found[2],
      name: found[3],
      localizedName: displayNames ? (displayNames.of(found[0]) ?? null) : null,
      matches: matches.map((row) => row[3]),
    };
  },
});
