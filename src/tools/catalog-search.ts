// Finding tools by what they do: a full-text index over every tool's slug, name and description (MiniSearch: BM25
// ranking, prefix and fuzzy matching), for the function documents' `q` (an agent picks a handful of tools instead of
// loading the whole catalog). The route is public, so a query's cost is bounded: few terms, no function words (they
// match every tool and cost the most), short prefixes and single-edit fuzziness only on long terms.
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { ToolDeclaration } from './define.ts';

/** Terms of a query past this many are ignored. */
export const MAX_QUERY_TERMS = 8;

const FUNCTION_WORDS = new Set(
  'a an and are as at be by can for from given how i in into is it its me my of on or that the this to what which with you your'.split(' '),
);

/** Lower case, function words dropped (in the index and in queries alike). */
const processTerm = (term: string): string | null => {
  const word = term.toLowerCase();
  return FUNCTION_WORDS.has(word) ? null : word;
};

const searchOptions: SearchOptions = {
  // The slug's words count most, then the name's: "hash" ranks hash-generator above a tool that mentions hashes.
  boost: { words: 4, name: 2 },
  prefix: (term, index, terms) => term.length >= 4 && index === terms.length - 1,
  fuzzy: (term) => (term.length >= 6 ? 1 : false),
  maxFuzzy: 1,
};

export class CatalogSearch {
  private readonly index = new MiniSearch<{ id: string; words: string; name: string; description: string }>({
    fields: ['words', 'name', 'description'],
    processTerm,
  });

  constructor(declarations: readonly ToolDeclaration[]) {
    this.index.addAll(declarations.map((d) => ({ id: d.slug, words: d.slug.replace(/-/g, ' '), name: d.name, description: d.description })));
  }

  /** The slugs best matching `query` (its first MAX_QUERY_TERMS terms), best first, at most `limit`. */
  find(query: string, limit: number): string[] {
    const terms = [...new Set(query.toLowerCase().split(/[\s\p{P}]+/u).filter(Boolean))].slice(0, MAX_QUERY_TERMS);
    return this.index
      .search(terms.join(' '), searchOptions)
      .slice(0, limit)
      .map((hit) => hit.id as string);
  }
}
