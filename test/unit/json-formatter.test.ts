// json-formatter keeps every number literal exactly as written and otherwise formats as JSON.stringify(JSON.parse(…))
// does; checked against a small independent formatter that keeps number text (written the slow, obvious way).
// The tool runs in the worker pool; here its run() is called directly.
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/tools/define.ts';
import jsonFormatter from '../../src/tools/developer/json-formatter.ts';
import { parseJsonInput } from '../../src/tools/input.ts';

const format = (json: string, indent = 2) => (jsonFormatter.run({ json, indent }) as { formatted: string }).formatted;

/** The error the tool answers with, or null. */
function refusal(json: string): string | null {
  try {
    format(json);
    return null;
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    return error.message;
  }
}

type Node = { number: string } | string | boolean | null | Node[] | { [key: string]: Node };

/**
 * The reference: a recursive-descent parser that keeps each number's text, building objects the way JSON.parse does
 * (a later duplicate key replaces the value in the first one's place; integer keys come first, as in any JS object),
 * and a writer with JSON.stringify's layout.
 */
function referenceFormat(text: string, indent: number): string {
  let i = 0;
  const space = () => {
    while (/[ \t\n\r]/.test(text[i] ?? '')) i++;
  };
  const value = (): Node => {
    space();
    const c = text[i];
    if (c === '{') {
      i++;
      const object: { [key: string]: Node } = Object.create(null);
      space();
      if (text[i] === '}') return i++, object;
      for (;;) {
        space();
        const key = value() as string;
        space();
        i++; // ':'
        object[key] = value();
        space();
        if (text[i++] === '}') return object;
      }
    }
    if (c === '[') {
      i++;
      const array: Node[] = [];
      space();
      if (text[i] === ']') return i++, array;
      for (;;) {
        array.push(value());
        space();
        if (text[i++] === ']') return array;
      }
    }
    if (c === '"') {
      const match = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(i))!;
      i += match[0].length;
      return JSON.parse(match[0]) as string;
    }
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i))![0];
    i += literal.length;
    return literal === 'true' ? true : literal === 'false' ? false : literal === 'null' ? null : { number: literal };
  };
  const write = (node: Node, level: number): string => {
    if (node === null || typeof node !== 'object') return JSON.stringify(node);
    if (!Array.isArray(node) && Object.getPrototypeOf(node) !== null) return (node as { number: string }).number; // objects have none
    const inner = '\n' + ' '.repeat(indent * (level + 1));
    const parts = Array.isArray(node)
      ? node.map((item) => write(item, level + 1))
      : Object.keys(node).map((key) => JSON.stringify(key) + (indent > 0 ? ': ' : ':') + write((node as { [key: string]: Node })[key]!, level + 1));
    const [open, close] = Array.isArray(node) ? ['[', ']'] : ['{', '}'];
    if (parts.length === 0) return open + close;
    if (indent === 0) return open + parts.join(',') + close;
    return open + inner + parts.join(',' + inner) + '\n' + ' '.repeat(indent * level) + close;
  };
  return write(value(), 0);
}

describe('json-formatter numbers', () => {
  it('keeps integers beyond 2^53 and huge literals exactly', () => {
    expect(format('{"id":12345678901234567890}')).toBe('{\n  "id": 12345678901234567890\n}');
    const digits = '9'.repeat(500_000);
    expect(format(digits, 0)).toBe(digits);
    expect(format(`[-${digits}.5e-3]`, 1)).toBe(`[\n -${digits}.5e-3\n]`);
    expect(format('[1e999999, -1e400, 1e-400]', 0)).toBe('[1e999999,-1e400,1e-400]');
  });

  it('writes every number as the source had it: sign, digits, fraction, exponent', () => {
    expect(format('[1.0, -0, 1E5, 1e+21, 0.10, -1.5e-7, 2.50E+00, 123456789012345678901234567890.123456789e-10]', 0)).toBe(
      '[1.0,-0,1E5,1e+21,0.10,-1.5e-7,2.50E+00,123456789012345678901234567890.123456789e-10]',
    );
    expect(format('{"a": {"b": [0.1, 100, 1e2]}}')).toBe('{\n  "a": {\n    "b": [\n      0.1,\n      100,\n      1e2\n    ]\n  }\n}');
  });

  it('leaves digits inside strings and keys alone', () => {
    expect(format('{"12": "3.0", "x": ["-1.0e5", 1.0, "\\"7\\"", "\\\\", 2.0]}', 0)).toBe('{"12":"3.0","x":["-1.0e5",1.0,"\\"7\\"","\\\\",2.0]}');
  });

  it('writes any character as JSON.stringify does: beyond Latin-1, surrogate pairs, lone surrogates', () => {
    const long = (unit: string) => unit.repeat(100); // long pieces are copied natively
    const texts = ['{"中文": [1.0, "😀", "\\ud83d\\ude00"]}', '["\ud800", 1.0, "\udc00x"]', '{"\ud800": 1.0, "\udbff": 2.0, "é": "\u4e2d"}', '{"2": "\udfff", "1": 1e400}'];
    texts.push(`["${long('é')}", "${long('中')}", "${long('a')}", 1.0, "${long('ÿ')}"]`, `{"\\u0061": "${long('x\ud800')}", "${long('k')}": 1.0, "b": "${long('é')}${long('中')}"}`);
    for (const json of texts) {
      for (const indent of [0, 4]) expect([json, format(json, indent)]).toEqual([json, referenceFormat(json, indent)]);
    }
  });

  it('keeps __proto__ as data and never touches a prototype', () => {
    const formatted = format('{"__proto__": {"polluted": 1.0}, "constructor": {"prototype": {"polluted": 2}}, "a": 1}', 0);
    expect(formatted).toBe('{"__proto__":{"polluted":1.0},"constructor":{"prototype":{"polluted":2}},"a":1}');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses a key repeated with another value (JSON.parse would drop one silently), and folds a plain repeat', () => {
    expect(refusal('{"a": 1.0, "b": 2, "a": 12345678901234567890}')).toMatch(/cannot be formatted without losing data: Duplicate key 'a'/);
    expect(format('{"a": 1, "b": 2, "a": 1}', 0)).toBe('{"a":1,"b":2}');
    // Many members, array indices among them (they come first, as in any JS object), nested objects.
    const members = Array.from({ length: 40 }, (_, k) => `"${k % 3 === 0 ? k * 7 : `k${k}`}": {"v": ${k}.0, "${k}": [1.50]}`);
    const json = `{${[...members, '"k50": -0', '"211": 2.0', '"4294967295": 1e400', '"007": 7.0'].join(', ')}}`;
    for (const indent of [0, 2]) expect(format(json, indent)).toBe(referenceFormat(json, indent));
  });

  it('formats ordinary JSON exactly as JSON.stringify(JSON.parse(…)) does, at every indent', () => {
    const documents = [
      '{"a":1,"b":[true,null]}',
      ' [ 1, 2 ] ',
      '{"2":"two","1":"one","b":{},"a":[],"":[{}],"4294967295":0,"4294967294":1}',
      '"\\u00e9\\ud800\\/\\b\\f\\n\\r\\t\\u0000 é 𝒜"',
      '[-1, 0, 3.25, 1e-7, 5e-324, 1.7976931348623157e+308, 9007199254740991]',
      '{"nested":{"deeper":{"deepest":[[[]], [[1]]]}}}',
    ];
    for (const document of documents) {
      for (let indent = 0; indent <= 10; indent++) {
        expect(format(document, indent)).toBe(JSON.stringify(JSON.parse(document), null, indent));
      }
    }
  });

  it('agrees with the reference formatter on random documents', () => {
    let seed = 17;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const pick = <T,>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const numbers = ['0', '-0', '1', '-1', '1.0', '0.5', '1e5', '1E+5', '2e-3', '12345678901234567890', '-98765432109876543210.5', '1e400', '3.14159265358979323846264338327950288'];
    const strings = ['"a"', '"1"', '"10"', '"-1.0"', '"__proto__"', '"\\u0031\\"2"', '"é\\n"', '"x y"', '""'];
    const document = (depth: number): string => {
      const kind = depth > 3 ? random() * 3 : random() * 5;
      if (kind < 1.5) return pick(numbers);
      if (kind < 2.5) return pick([...strings, 'true', 'false', 'null']);
      if (kind < 3.75) return `[${Array.from({ length: Math.floor(random() * 4) }, () => document(depth + 1)).join(pick([',', ' , ', ',\n']))}]`;
      // Distinct keys: a key repeated with another value is refused (tested above).
      const keys = [...new Set(Array.from({ length: Math.floor(random() * 4) }, () => pick(strings)))];
      return `{${keys.map((key) => `${key}${pick([':', ' : '])}${document(depth + 1)}`).join(',')}}`;
    };
    for (let n = 0; n < 2_000; n++) {
      const text = document(0);
      const indent = Math.floor(random() * 11);
      expect([text, indent, format(text, indent)]).toEqual([text, indent, referenceFormat(text, indent)]);
    }
  });

  it('keeps a 1 MB document of long numbers exactly', () => {
    const items: string[] = [];
    for (let n = 0, length = 0; length < 999_900; n++) length += items[items.push(`${n + 1}${'0'.repeat(20)}.${n % 7}e${n % 30}`) - 1]!.length + 1;
    const json = `[${items.join(',')}]`;
    expect(format(json, 0)).toBe(json);
    expect(format(json, 1)).toBe(`[\n ${items.join(',\n ')}\n]`);
  });

  it('refuses exactly the texts JSON.parse refuses (random damage to random documents)', () => {
    let seed = 99;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const documents = ['{"a":[1.0,-2e5,"x\\"y",{"b":null}],"c":true,"d":12345678901234567890}', '[{"1":2.50},{"a":1,"b":1e400},"\u00e9",[[]],{}]', '-0.0e-0'];
    const damage = ['', ' ', '"', '\\', ',', ':', '[', ']', '{', '}', '0', '-', '.', 'e', '+', 'E', 't', 'n', '\u0001', '\u2028', '\ud800'];
    for (let n = 0; n < 3_000; n++) {
      let text = documents[n % documents.length]!;
      for (let edits = 1 + Math.floor(random() * 3); edits > 0; edits--) {
        const at = Math.floor(random() * (text.length + 1));
        text = text.slice(0, at) + damage[Math.floor(random() * damage.length)] + text.slice(at + (random() < 0.5 ? 1 : 0));
      }
      let valid = true;
      try {
        JSON.parse(text);
      } catch {
        valid = false;
      }
      const refused = refusal(text);
      expect([text, refused !== null]).toEqual([text, !valid]);
      if (valid) expect([text, format(text, 3)]).toEqual([text, referenceFormat(text, 3)]);
    }
  });

  it('refuses output that deep nesting and a wide indent would multiply past 20 million characters', () => {
    const deep = '['.repeat(998) + ']'.repeat(998);
    const wide = `[${`${deep},`.repeat(400)}${deep}]`;
    expect(refusal(wide)).toMatch(/would be too large/);
    expect(format(wide.replace(/^\[/, '[1.0,'), 0).length).toBe(wide.length + 4);
    expect(refusal(`{"a":1.0,"b":${wide}}`)).toMatch(/would be too large/);
    const fifty = '['.repeat(50) + '1.0' + ']'.repeat(50);
    expect(format(fifty, 10)).toBe(JSON.stringify(JSON.parse(fifty), null, 10).replace('1', '1.0'));
  });

  it('refuses invalid JSON with the same message as before', () => {
    for (const json of ['1.5.3', '[01]', '{"a":1,}', '[1, 2', '- 1', '1e', '[1]x', '{"a" 1}', "['1']", 'tru1', '-Infinity', '[.5]', '"\\x"']) {
      let expected = '';
      try {
        parseJsonInput(json);
      } catch (error) {
        expected = (error as Error).message;
      }
      expect([json, refusal(json)]).toEqual([json, expected]);
    }
    expect(refusal(`${'['.repeat(1001)}1.0${']'.repeat(1001)}`)).toBe('"json" is nested more than 1000 levels deep.');
  });
});
