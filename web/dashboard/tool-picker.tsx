// Finds a tool in the public catalog by name or slug, optionally within one category.
import { useId, useMemo, useState } from 'preact/hooks';
import type { Catalog, CatalogEntry } from './types.ts';

/** Enough to scan; a narrower search finds the rest. */
const SHOWN = 40;

export function ToolPicker({ catalog, selected, onSelect }: { catalog: Catalog; selected: string | null; onSelect(slug: string): void }) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const categoryNames = useMemo(() => new Map(catalog.categories.map((c) => [c.id, c.name])), [catalog]);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    // "word counter" finds word-counter: spaces and hyphens are the same here.
    const slugNeedle = needle.replace(/\s+/g, '-');
    return catalog.tools.filter(
      (tool: CatalogEntry) =>
        (category === '' || tool.category === category) &&
        (needle === '' || tool.name.toLowerCase().includes(needle) || tool.slug.includes(slugNeedle)),
    );
  }, [catalog, query, category]);

  return (
    <div class="tool-picker">
      <div class="row">
        <div class="grow">
          <label for={`${id}-search`}>Search tools by name or slug</label>
          <input id={`${id}-search`} type="search" value={query} onInput={(e) => setQuery(e.currentTarget.value)} />
        </div>
        <div>
          <label for={`${id}-category`}>Category</label>
          <select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.currentTarget.value)}>
            <option value="">All categories ({catalog.count})</option>
            {catalog.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" aria-live="polite" class="muted">
        {matches.length === 0
          ? 'No tool matches.'
          : matches.length > SHOWN
            ? `${matches.length} tools match; the first ${SHOWN} are listed.`
            : `${matches.length} ${matches.length === 1 ? 'tool matches' : 'tools match'}.`}
      </p>
      {matches.length > 0 && (
        <ul class="tool-list" aria-label="Matching tools">
          {matches.slice(0, SHOWN).map((tool) => (
            <li key={tool.slug}>
              <button type="button" class="tool-choice" aria-pressed={tool.slug === selected} onClick={() => onSelect(tool.slug)}>
                <span class="tool-name">{tool.name}</span> <code>{tool.slug}</code>{' '}
                <span class="muted">{categoryNames.get(tool.category) ?? tool.category}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
