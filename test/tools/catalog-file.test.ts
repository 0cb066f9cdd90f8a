// src/tools/catalog.json is what the service reads instead of importing 382 tool files: it must say exactly what the
// files declare. After adding or changing a tool: UPDATE_GENERATED=1 npx vitest run test/tools/catalog-file.test.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogFile, catalogText, declarationOf, importTools, ToolRegistry } from '../../src/tools/registry.ts';

const definitions = await importTools();

describe('src/tools/catalog.json', () => {
  it('holds every tool file’s declaration, as the files declare it today', () => {
    const text = catalogText(definitions);
    if (process.env.UPDATE_GENERATED) writeFileSync(catalogFile, text);
    const stored = readFileSync(catalogFile, 'utf8');
    expect(stored === text, 'src/tools/catalog.json is stale: UPDATE_GENERATED=1 npx vitest run test/tools/catalog-file.test.ts').toBe(true);
    // JSON keeps every declaration whole (no NaN, Infinity, -0 or undefined in an example turned into something else).
    expect(JSON.parse(stored)).toEqual(definitions.map(declarationOf));
  });

  it('opens as the registry the service runs, with no tool module loaded until a tool runs', async () => {
    const registry = await ToolRegistry.open();
    expect(registry.list().map((tool) => tool.definition.slug)).toEqual(definitions.map((d) => d.slug));
    const counter = registry.get('word-counter')!;
    expect(await registry.run(counter, { text: 'two words' })).toMatchObject({ words: 2 });
  });
});
