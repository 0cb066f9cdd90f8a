// checkBatch skips the forbidden-field scan for batches that pass the schema; that is only sound while no property
// the schema accepts is itself a forbidden field.
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_FIELDS, telemetryBatchSchema } from '../../src/research/telemetry.ts';

function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (schema && typeof schema === 'object') {
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    for (const [name, child] of Object.entries(properties ?? {})) {
      into.add(name.toLowerCase());
      propertyNames(child, into);
    }
    propertyNames((schema as { items?: unknown }).items, into);
  }
  return into;
}

describe('telemetry schema', () => {
  it('accepts no property that is a forbidden field', () => {
    const names = propertyNames(telemetryBatchSchema);
    expect(names.size).toBeGreaterThan(30);
    expect([...names].filter((name) => FORBIDDEN_FIELDS.includes(name))).toEqual([]);
  });

  it('closes every object it describes, so no unknown key passes', () => {
    const open: string[] = [];
    const walk = (schema: any, path: string) => {
      if (!schema || typeof schema !== 'object') return;
      if (schema.type === 'object' && schema.additionalProperties !== false) open.push(path || '/');
      for (const [name, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}/${name}`);
      walk(schema.items, `${path}/*`);
    };
    walk(telemetryBatchSchema, '');
    expect(open).toEqual([]);
  });
});
