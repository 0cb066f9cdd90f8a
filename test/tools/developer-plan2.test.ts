// The second wave of developer tools: refusals and edge cases. Examples run in catalog.test.ts (their values come
// from test/reference/developer_plan2.py).
import { describe, expect, it } from 'vitest';
import { refuses, run, tool } from '../helpers/tools.ts';

const result = async (slug: string, inputs: Record<string, unknown>) => {
  const outcome = await run(tool(slug), inputs);
  expect(outcome.invalid, JSON.stringify(inputs)).toBeUndefined();
  expect(outcome.error, JSON.stringify(inputs)).toBeUndefined();
  return outcome.result;
};
const invalid = async (slug: string, inputs: Record<string, unknown>) => expect((await run(tool(slug), inputs)).invalid).toBe(true);

describe('developer (plan 2) refusals and edges', () => {
  it('uuid-decoder reads every accepted form and the edge values', async () => {
    const forms = ['017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '{017F22E2-79B0-7CC3-98C4-DC0C0C07398F}', 'URN:UUID:017f22e2-79b0-7cc3-98c4-dc0c0c07398f', '017F22E279B07CC398C4DC0C0C07398F'];
    for (const uuid of forms) expect(await result('uuid-decoder', { uuid })).toMatchObject({ uuid: forms[0], version: 7, timestamp: '2022-02-22T19:22:22.000Z' });
    await invalid('uuid-decoder', { uuid: '017f22e2-79b0-7cc3-98c4-dc0c0c07398' });
    await invalid('uuid-decoder', { uuid: '{017f22e279b07cc398c4dc0c0c07398f}' });
    await invalid('uuid-decoder', { uuid: ' 017f22e2-79b0-7cc3-98c4-dc0c0c07398f' });
    expect(await result('uuid-decoder', { uuid: 'ffffffff-ffff-ffff-ffff-ffffffffffff' })).toMatchObject({
      variant: 'future', version: null, timestamp: null, isMax: true, isNil: false, integer: (2n ** 128n - 1n).toString(), base64: '/////////////////////w==',
    });
    // Microsoft variant (bits 110): no version.
    expect(await result('uuid-decoder', { uuid: '00000000-0000-1000-c000-000000000000' })).toMatchObject({ variant: 'microsoft', version: null });
    // v1 at tick 0 is the Gregorian reform; the largest v7 time is past year 9999.
    expect(await result('uuid-decoder', { uuid: '00000000-0000-1000-8000-000000000000' })).toMatchObject({ timestamp: '1582-10-15T00:00:00.0000000Z', clockSequence: 0, node: '00:00:00:00:00:00' });
    expect((await result('uuid-decoder', { uuid: 'ffffffff-ffff-7fff-bfff-ffffffffffff' })).timestamp).toBe('+010889-08-02T05:31:50.655Z');
    // v8 and v2: a version, no decoded time.
    expect(await result('uuid-decoder', { uuid: '2489e9ad-2ee2-8e00-8ec9-32d5f69181c0' })).toMatchObject({ version: 8, timestamp: null, clockSequence: null, node: null });
  });

  it('mongodb-objectid-decoder reads the epoch and the largest time', async () => {
    expect(await result('mongodb-objectid-decoder', { objectId: '000000000000000000000000' })).toEqual({ timestamp: '1970-01-01T00:00:00Z', unixSeconds: 0, randomValue: '0000000000', counter: 0 });
    expect((await result('mongodb-objectid-decoder', { objectId: 'FFFFFFFF00000000000000FF' })).timestamp).toBe('2106-02-07T06:28:15Z');
    await invalid('mongodb-objectid-decoder', { objectId: '507f1f77bcf86cd79943901' });
    await invalid('mongodb-objectid-decoder', { objectId: '507f1f77bcf86cd79943901g' });
  });

  it('json-patch follows every RFC 6902 Appendix A example', async () => {
    const ok = async (document: string, patch: string) => (await result('json-patch', { document, patch })).result;
    expect(await ok('{"foo":"bar"}', '[{"op":"add","path":"/baz","value":"qux"}]')).toEqual({ foo: 'bar', baz: 'qux' }); // A.1
    expect(await ok('{"baz":"qux","foo":"bar"}', '[{"op":"remove","path":"/baz"}]')).toEqual({ foo: 'bar' }); // A.3
    expect(await ok('{"foo":["bar","qux","baz"]}', '[{"op":"remove","path":"/foo/1"}]')).toEqual({ foo: ['bar', 'baz'] }); // A.4
    expect(await ok('{"baz":"qux","foo":"bar"}', '[{"op":"replace","path":"/baz","value":"boo"}]')).toEqual({ baz: 'boo', foo: 'bar' }); // A.5
    expect(await ok('{"foo":{"bar":"baz","waldo":"fred"},"qux":{"corge":"grault"}}', '[{"op":"move","from":"/foo/waldo","path":"/qux/thud"}]')).toEqual({
      foo: { bar: 'baz' },
      qux: { corge: 'grault', thud: 'fred' },
    }); // A.6
    expect(await ok('{"baz":"qux","foo":["a",2,"c"]}', '[{"op":"test","path":"/baz","value":"qux"},{"op":"test","path":"/foo/1","value":2}]')).toEqual({ baz: 'qux', foo: ['a', 2, 'c'] }); // A.8
    await refuses('json-patch', { document: '{"baz":"qux"}', patch: '[{"op":"test","path":"/baz","value":"bar"}]' }, /^Operation 0 \(test\) failed: the value at "\/baz" is not equal/); // A.9
    expect(await ok('{"foo":"bar"}', '[{"op":"add","path":"/child","value":{"grandchild":{}}}]')).toEqual({ foo: 'bar', child: { grandchild: {} } }); // A.10
    expect(await ok('{"foo":"bar"}', '[{"op":"add","path":"/baz","value":"qux","xyz":123}]')).toEqual({ foo: 'bar', baz: 'qux' }); // A.11
    await refuses('json-patch', { document: '{"foo":"bar"}', patch: '[{"op":"add","path":"/baz/bat","value":"qux"}]' }, /Operation 0 \(add\) failed: "\/baz\/bat" does not exist/); // A.12
    await refuses('json-patch', { document: '{"foo":"bar"}', patch: '[{"op":"add","path":"/baz","value":"qux","op":"remove"}]' }, /Operation 0 \(remove\)/); // A.13
    expect(await ok('{"/":9,"~1":10}', '[{"op":"test","path":"/~01","value":10}]')).toEqual({ '/': 9, '~1': 10 }); // A.14
    await refuses('json-patch', { document: '{"/":9,"~1":10}', patch: '[{"op":"test","path":"/~01","value":"10"}]' }, /not equal/); // A.15
    expect(await ok('{"foo":["bar"]}', '[{"op":"add","path":"/foo/-","value":["abc","def"]}]')).toEqual({ foo: ['bar', ['abc', 'def']] }); // A.16
  });

  it('json-patch refuses bad operations, atomically, naming the index', async () => {
    const refusesPatch = (document: string, patch: string, message: RegExp) => refuses('json-patch', { document, patch }, message);
    await refusesPatch('{}', '{"op":"add"}', /must be a JSON array/);
    await refusesPatch('{}', '[{"op":"add","path":"/a","value":1},{"op":"test","path":"/a","value":2}]', /^Operation 1 \(test\)/);
    await refusesPatch('{}', '[{"op":"frobnicate","path":""}]', /Operation 0 \(frobnicate\) failed: "op" must be one of/);
    await refusesPatch('{}', '[1]', /Operation 0 failed: an operation must be a JSON object/);
    await refusesPatch('{}', '[{"op":"add","path":"a","value":1}]', /must be empty or start with "\/"/);
    await refusesPatch('{}', '[{"op":"add","path":"/a"}]', /"value" is missing/);
    await refusesPatch('{}', '[{"op":"copy","path":"/a"}]', /"from" must be a string/);
    await refusesPatch('{"a":[1,2]}', '[{"op":"add","path":"/a/3","value":0}]', /out of bounds/);
    await refusesPatch('{"a":[1,2]}', '[{"op":"add","path":"/a/01","value":0}]', /out of bounds/);
    await refusesPatch('{"a":[1,2]}', '[{"op":"remove","path":"/a/-"}]', /does not exist/);
    await refusesPatch('{"a":[1,2]}', '[{"op":"replace","path":"/a/2","value":0}]', /does not exist/);
    await refusesPatch('{"a":{"b":1}}', '[{"op":"move","from":"/a","path":"/a/b/c"}]', /proper prefix/);
    await refusesPatch('{"a":1}', '[{"op":"remove","path":""}]', /whole document/);
    await refusesPatch('{"a":"~"}', '[{"op":"remove","path":"/~2"}]', /"~" not followed by 0 or 1/);
    await refusesPatch('{"a":1}', '[{"op":"add","path":"/a/b","value":1}]', /parent is a number/);
    await refusesPatch('not json', '[]', /"document" is not valid JSON/);
    // Doubling copies are stopped by the work budget, not by memory.
    const doubling = JSON.stringify(Array.from({ length: 40 }, (_, i) => ({ op: 'copy', from: '', path: `/k${i}` })));
    await refusesPatch(JSON.stringify({ x: 'y'.repeat(1000) }), doubling, /copies or compares too much/);
  });

  it('json-patch edges: root replace, "-" append, no-op move, __proto__ members, value equality', async () => {
    expect((await result('json-patch', { document: '{"a":1}', patch: '[{"op":"replace","path":"","value":[1]}]' })).result).toEqual([1]);
    expect((await result('json-patch', { document: '[]', patch: '[{"op":"add","path":"/-","value":1},{"op":"add","path":"/0","value":0}]' })).text).toBe('[\n  0,\n  1\n]');
    expect((await result('json-patch', { document: '{"a":1}', patch: '[{"op":"move","from":"/a","path":"/a"}]' })).result).toEqual({ a: 1 });
    await refuses('json-patch', { document: '{"a":1}', patch: '[{"op":"move","from":"/b","path":"/b"}]' }, /"\/b" does not exist/);
    const proto = await result('json-patch', { document: '{}', patch: '[{"op":"add","path":"/__proto__","value":{"polluted":true}}]' });
    expect(proto.text).toBe('{\n  "__proto__": {\n    "polluted": true\n  }\n}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await result('json-patch', { document: '{"n":1.0,"o":{"a":1,"b":2}}', patch: '[{"op":"test","path":"/n","value":1},{"op":"test","path":"/o","value":{"b":2,"a":1}}]' })).result).toEqual({ n: 1, o: { a: 1, b: 2 } });
    await refuses('json-patch', { document: '{"a":[1,2]}', patch: '[{"op":"test","path":"/a","value":{"0":1,"1":2}}]' }, /not equal/);
    await refuses('json-patch', { document: '{"a":null}', patch: '[{"op":"test","path":"/a","value":false}]' }, /not equal/);
  });

  it('json-merge-patch follows the RFC 7396 Appendix A table', async () => {
    const table: Array<[string, string, unknown]> = [
      ['{"a":"b"}', '{"a":"c"}', { a: 'c' }],
      ['{"a":"b"}', '{"b":"c"}', { a: 'b', b: 'c' }],
      ['{"a":"b"}', '{"a":null}', {}],
      ['{"a":"b","b":"c"}', '{"a":null}', { b: 'c' }],
      ['{"a":["b"]}', '{"a":"c"}', { a: 'c' }],
      ['{"a":"c"}', '{"a":["b"]}', { a: ['b'] }],
      ['{"a":{"b":"c"}}', '{"a":{"b":"d","c":null}}', { a: { b: 'd' } }],
      ['{"a":[{"b":"c"}]}', '{"a":[1]}', { a: [1] }],
      ['["a","b"]', '["c","d"]', ['c', 'd']],
      ['{"a":"b"}', '["c"]', ['c']],
      ['{"a":"foo"}', 'null', null],
      ['{"a":"foo"}', '"bar"', 'bar'],
      ['{"e":null}', '{"a":1}', { e: null, a: 1 }],
      ['[1,2]', '{"a":"b","c":null}', { a: 'b' }],
      ['{}', '{"a":{"bb":{"ccc":null}}}', { a: { bb: {} } }],
    ];
    for (const [target, patch, expected] of table) expect((await result('json-merge-patch', { target, patch })).result).toEqual(expected);
    expect((await result('json-merge-patch', { target: '{"b":1,"a":2}', patch: '{"c":3,"b":null,"a":4}' })).text).toBe('{\n  "a": 4,\n  "c": 3\n}');
    expect((await result('json-merge-patch', { target: '{}', patch: '{"__proto__":{"x":1}}' })).text).toBe('{\n  "__proto__": {\n    "x": 1\n  }\n}');
    await refuses('json-merge-patch', { target: '{', patch: '{}' }, /"target" is not valid JSON/);
    await refuses('json-merge-patch', { target: '{}', patch: '['.repeat(1001) + ']'.repeat(1001) }, /"patch" is nested more than 1000/);
  });

  it('sql-insert-generator refuses what it cannot turn into rows', async () => {
    const sql = (inputs: Record<string, unknown>, message: RegExp) => refuses('sql-insert-generator', { table: 't', ...inputs }, message);
    await sql({ data: '[]' }, /no rows/);
    await sql({ data: '{"a":1}', format: 'json' }, /must be a JSON array/);
    await sql({ data: '[[1,2]]' }, /need "columns"/);
    await sql({ data: '[[1,2],[3]]', columns: ['a', 'b'] }, /Row 1 has 1 values for 2 columns/);
    await sql({ data: '[{"a":1},[1]]' }, /Row 1 is not an object/);
    await sql({ data: '[{"a":1},"x"]' }, /Row 1 is not an object/);
    await sql({ data: '[{"a":1}]', columns: ['b'] }, /Column "b" is in no row/);
    await sql({ data: '[{"a":"x\\u0000y"}]' }, /NUL character/);
    await sql({ data: '[{"a":1,"a":2}]' }, /cannot be read without losing data/);
    await sql({ data: '[{"":1}]' }, /column name is empty/);
    await sql({ data: 'a,b\n1,2,3\n' }, /CSV row 1 \(after the header\) has 3 fields for 2 columns/);
    await sql({ data: 'a,a\n1,2\n' }, /names column "a" twice/);
    await sql({ data: 'a,b\n' }, /no rows after the header/);
    await sql({ data: 'a,b\n1,2\n', columns: ['c'] }, /not in the CSV header/);
    await sql({ data: 'a\n"unclosed\n' }, /not valid CSV/);
    const wide = JSON.stringify(Array.from({ length: 1001 }, (_, i) => ({ [`k${i}`]: 1 })));
    await sql({ data: wide }, /more than 1000 distinct members/);
    await invalid('sql-insert-generator', { data: '[{"a":1}]', table: 'bad\nname' });
    await invalid('sql-insert-generator', { data: '[{"a":1}]', table: 't', rowsPerStatement: 1001 });
  });

  it('sql-insert-generator quotes identifiers and values per dialect and infers types', async () => {
    const data = '[{"we\\"ird`]":"a\'b\\\\c","n":12345678901234567890123,"r":-0.5e-3,"b":false,"o":{"k":[1,2.50]}}]';
    const dialects = {
      ansi: 'INSERT INTO "t" ("we""ird`]", "n", "r", "b", "o") VALUES (\'a\'\'b\\c\', 12345678901234567890123, -0.5e-3, FALSE, \'{"k":[1,2.50]}\');',
      postgres: 'INSERT INTO "t" ("we""ird`]", "n", "r", "b", "o") VALUES (\'a\'\'b\\c\', 12345678901234567890123, -0.5e-3, FALSE, \'{"k":[1,2.50]}\');',
      sqlite: 'INSERT INTO "t" ("we""ird`]", "n", "r", "b", "o") VALUES (\'a\'\'b\\c\', 12345678901234567890123, -0.5e-3, FALSE, \'{"k":[1,2.50]}\');',
      mysql: 'INSERT INTO `t` (`we"ird``]`, `n`, `r`, `b`, `o`) VALUES (\'a\'\'b\\\\c\', 12345678901234567890123, -0.5e-3, FALSE, \'{"k":[1,2.50]}\');',
      sqlserver: 'INSERT INTO [t] ([we"ird`]]], [n], [r], [b], [o]) VALUES (N\'a\'\'b\\c\', 12345678901234567890123, -0.5e-3, 0, N\'{"k":[1,2.50]}\');',
    };
    for (const [dialect, expected] of Object.entries(dialects)) {
      expect((await result('sql-insert-generator', { data, table: 't', dialect })).sql, dialect).toBe(expected);
    }
    const created = await result('sql-insert-generator', { data, table: 't', dialect: 'ansi', createTable: true });
    expect(created.sql.startsWith('CREATE TABLE "t" (\n  "we""ird`]" VARCHAR(5),\n')).toBe(true);
    expect(created.sql).toContain('  "n" NUMERIC,\n  "r" DOUBLE PRECISION,\n  "b" BOOLEAN,\n  "o" VARCHAR(14)\n);');
    expect(created.statements).toBe(2);
    // Integer widths, all-null columns, mixed types.
    const types = await result('sql-insert-generator', { data: '[{"i":2147483647,"j":2147483648,"z":null,"m":1},{"i":-2147483648,"j":1,"z":null,"m":"x"}]', table: 't', dialect: 'postgres', createTable: true });
    expect(types.sql).toContain('"i" INTEGER,\n  "j" BIGINT,\n  "z" TEXT,\n  "m" TEXT');
    // Object rows: columns in first appearance, missing members NULL; "columns" picks and orders.
    const picked = await result('sql-insert-generator', { data: '[{"a":1},{"b":2,"a":3}]', table: 't', columns: ['b', 'a'] });
    expect(picked).toEqual({ sql: 'INSERT INTO "t" ("b", "a") VALUES (NULL, 1);\nINSERT INTO "t" ("b", "a") VALUES (2, 3);', statements: 2, rows: 2, columns: ['b', 'a'] });
    // CSV: tab-separated is detected; leading-zero and signed forms stay text unless JSON-style numbers.
    const tsv = await result('sql-insert-generator', { data: 'a\tb\n007\t+1\n-0\tTRUE\n', table: 't' });
    expect(tsv.sql).toBe('INSERT INTO "t" ("a", "b") VALUES (\'007\', \'+1\');\nINSERT INTO "t" ("a", "b") VALUES (-0, \'TRUE\');');
  });

  it('javascript-formatter keeps going on bad syntax and refuses hostile nesting', async () => {
    expect(await result('javascript-formatter', { code: '' })).toEqual({ formatted: '', changed: false });
    const broken = await result('javascript-formatter', { code: 'function f({ return 1' });
    expect(typeof broken.formatted).toBe('string');
    await refuses('javascript-formatter', { code: '('.repeat(201) }, /more than 200 levels deep/);
    expect((await result('javascript-formatter', { code: '"(((((".length' })).formatted).toBe('"(((((".length');
    await invalid('javascript-formatter', { code: 'x', indentSize: 9 });
    await invalid('javascript-formatter', { code: 'x', maxPreserveNewlines: 11 });
  });

  it('json-to-schema: samples, formats, anyOf, refusals', async () => {
    await refuses('json-to-schema', { json: '{"a":1}', samples: true }, /must be a JSON array of samples/);
    await refuses('json-to-schema', { json: '[]', samples: true }, /at least one sample/);
    await refuses('json-to-schema', { json: '['.repeat(201) + ']'.repeat(201) }, /nested more than 200/);
    expect((await result('json-to-schema', { json: '[]' })).schema).toEqual({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'array' });
    expect((await result('json-to-schema', { json: '[1, 2.5, null]' })).schema.items).toEqual({ anyOf: [{ type: 'number' }, { type: 'null' }] });
    expect((await result('json-to-schema', { json: '["2024-02-29", "2024-02-30"]' })).schema.items).toEqual({ type: 'string' });
    expect((await result('json-to-schema', { json: '["2024-02-29", "2023-01-01"]' })).schema.items).toEqual({ type: 'string', format: 'date' });
    expect((await result('json-to-schema', { json: '"urn:uuid:b1e29fba-3c47-4b38-9a8e-1e2c3d4e5f60"' })).schema).toMatchObject({ type: 'string', format: 'uuid' });
    expect((await result('json-to-schema', { json: '{"__proto__":1}' })).text).toContain('"__proto__": {\n      "type": "integer"');
    const all = await result('json-to-schema', { json: '[{"a":1},{"b":2}]', samples: true, required: 'all' });
    expect(all.schema).toMatchObject({ required: ['a', 'b'] });
    const observed = await result('json-to-schema', { json: '[{"a":1},{"b":2,"a":3}]', samples: true });
    expect(observed.schema).toMatchObject({ required: ['a'] });
  });

  it('html-minifier keeps pre, conditional comments and refuses broken or deep markup', async () => {
    await refuses('html-minifier', { html: '<div><p>x</div' }, /could not be minified: Parse Error/);
    await refuses('html-minifier', { html: '<div>'.repeat(300) }, /more than 256 levels deep/);
    expect(await result('html-minifier', { html: '' })).toEqual({ minified: '', originalBytes: 0, minifiedBytes: 0, savedPercent: 0 });
    expect((await result('html-minifier', { html: '<p>a</p>  <!-- x -->  <!--[if IE]>y<![endif]-->', removeComments: false })).minified).toBe('<p>a</p><!-- x --><!--[if IE]>y<![endif]-->');
    expect((await result('html-minifier', { html: '<script>function(</script>' })).minified).toBe('<script>function(</script>');
  });

  it('xpath-tester refuses DTDs, bad XML and bad expressions; lists nodes of every kind', async () => {
    const xml = '<?xml version="1.0"?><r a="1"><!--c--><?p d?>t<x/>u<![CDATA[v]]></r>';
    await refuses('xpath-tester', { xml: '<!DOCTYPE r [<!ENTITY e "x">]><r>&e;</r>', expression: '/r' }, /DOCTYPE/);
    await refuses('xpath-tester', { xml: '<r><x></r>', expression: '/r' }, /not well-formed/);
    await refuses('xpath-tester', { xml: '<r a="1" a="2"/>', expression: '/r' }, /not well-formed/);
    await refuses('xpath-tester', { xml: '<r>&nbsp;</r>', expression: '/r' }, /not well-formed/);
    await refuses('xpath-tester', { xml: 'text only', expression: '/r' }, /not well-formed|no root element/);
    await refuses('xpath-tester', { xml: '<a>'.repeat(300), expression: '/a' }, /more than 256 levels/);
    await refuses('xpath-tester', { xml, expression: '//r[' }, /could not be evaluated/);
    await refuses('xpath-tester', { xml, expression: '$v' }, /could not be evaluated: Undeclared variable/);
    await refuses('xpath-tester', { xml, expression: 'foo()' }, /could not be evaluated: Unknown function/);
    await refuses('xpath-tester', { xml, expression: '//y:a' }, /could not be evaluated/);
    await refuses('xpath-tester', { xml, expression: '/r', namespaces: [{ prefix: 'a', uri: 'u1' }, { prefix: 'a', uri: 'u2' }] }, /bound twice/);
    await invalid('xpath-tester', { xml, expression: '/r', namespaces: [{ prefix: '1a', uri: 'u' }] });
    const nodes = await result('xpath-tester', { xml, expression: '/r/node() | /r/@a' });
    expect(nodes.results).toEqual([
      { type: 'attribute', value: '1', path: '/r/@a' },
      { type: 'comment', value: 'c', path: '/r/comment()' },
      { type: 'processing-instruction', value: 'd', path: "/r/processing-instruction('p')" },
      { type: 'text', value: 't', path: '/r/text()[1]' },
      { type: 'element', value: '<x/>', path: '/r/x' },
      { type: 'text', value: 'u', path: '/r/text()[2]' },
      { type: 'text', value: 'v', path: '/r/text()[3]' },
    ]);
    // The XML declaration is not a processing instruction.
    expect((await result('xpath-tester', { xml, expression: 'count(//processing-instruction())' })).value).toBe('1');
    expect(await result('xpath-tester', { xml, expression: '1 div 0' })).toMatchObject({ resultType: 'number', value: 'Infinity' });
    expect(await result('xpath-tester', { xml, expression: 'number("x")' })).toMatchObject({ resultType: 'number', value: 'NaN' });
    expect(await result('xpath-tester', { xml, expression: 'concat("a", /r/@a)' })).toMatchObject({ resultType: 'string', value: 'a1' });
    expect((await result('xpath-tester', { xml, expression: '/' })).results[0]).toMatchObject({ type: 'document', path: '/' });
    const many = await result('xpath-tester', { xml: `<r>${'<i/>'.repeat(1500)}</r>`, expression: '//i' });
    expect(many).toMatchObject({ count: 1500, truncated: true });
    expect(many.results).toHaveLength(1000);
    expect(many.results[999].path).toBe('/r/i[1000]');
  });
});
