import { XMLBuilder } from 'fast-xml-parser';
import { ToolError, defineTool } from '../define.ts';
import { attempt, parseJsonInput } from '../input.ts';
import { jsonDepth } from '../json-text.ts';

/** Deeper documents are refused before parsing (JSON.parse is slow on them, and writers recurse). */
const MAX_DEPTH = 1000;

const TEXT_KEY = '#text';
const xmlName = /^[\p{L}_][\p{L}\p{N}_.\-]*(?::[\p{L}_][\p{L}\p{N}_.\-]*)?$/u;
/** Characters XML 1.0 forbids anywhere, unpaired surrogates included. */
const forbiddenChar = /[\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Refuses what the builder would silently turn into malformed XML: bad names, nested arrays, structured attributes. */
function check(value: unknown, prefix: string, path: string): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      if (Array.isArray(item)) {
        throw new ToolError(`${path}[${i}] is an array inside an array, which XML cannot express; wrap the inner array in an object.`);
      }
      check(item, prefix, `${path}[${i}]`);
    }
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (key === TEXT_KEY) {
      if (child !== null && typeof child === 'object') throw new ToolError(`${path}.${TEXT_KEY} must be text, a number or a boolean.`);
      continue;
    }
    if (prefix !== '' && key.startsWith(prefix)) {
      const name = key.slice(prefix.length);
      if (!xmlName.test(name)) throw new ToolError(`"${name}" (at ${path}) is not a valid XML attribute name.`);
      if (child !== null && typeof child === 'object') throw new ToolError(`Attribute ${path}.${key} must be text, a number or a boolean.`);
      continue;
    }
    if (!xmlName.test(key)) {
      throw new ToolError(`"${key}" (at ${path}) is not a valid XML element name: start with a letter or _, then letters, digits, _ - or .`);
    }
    check(child, prefix, `${path}.${key}`);
  }
}

interface Inputs {
  json: string;
  rootName: string;
  itemName: string;
  attributePrefix: string;
  indent: number;
  declaration: boolean;
}

export default defineTool({
  slug: 'json-to-xml',
  name: 'JSON to XML',
  category: 'developer',
  description:
    'Converts JSON to XML: keys become elements, arrays become repeated elements, keys with the attribute prefix (default "@_") become attributes and "#text" becomes text content. An object with a single key gives the root element unless a root name is set; other values are wrapped in <root>.',
  inputSchema: {
    type: 'object',
    properties: {
      json: { type: 'string', maxLength: 100_000, description: 'The JSON to convert.' },
      rootName: {
        type: 'string',
        maxLength: 100,
        default: '',
        description: 'Element to wrap everything in; empty to use the single top-level key, or "root".',
      },
      itemName: { type: 'string', minLength: 1, maxLength: 100, default: 'item', description: 'Element name for items of a top-level array.' },
      attributePrefix: {
        type: 'string',
        maxLength: 10,
        pattern: '^[@$_-]*$',
        default: '@_',
        description: 'Keys starting with this become attributes; empty for none.',
      },
      indent: { type: 'integer', minimum: 0, maximum: 8, default: 2, description: 'Spaces per level; 0 writes one line.' },
      declaration: { type: 'boolean', default: true, description: 'Start with <?xml version="1.0" encoding="UTF-8"?>.' },
    },
    required: ['json'],
  },
  outputSchema: {
    type: 'object',
    properties: { xml: { type: 'string' } },
    required: ['xml'],
  },
  examples: [
    {
      inputs: {
        json: '{"book":{"@_id":"bk101","title":"XML & JSON","authors":["Ada","Grace"],"price":{"@_currency":"EUR","#text":44.95},"draft":null}}',
        rootName: '',
        itemName: 'item',
        attributePrefix: '@_',
        indent: 2,
        declaration: true,
      },
      result: {
        xml: '<?xml version="1.0" encoding="UTF-8"?>\n<book id="bk101">\n  <title>XML &amp; JSON</title>\n  <authors>Ada</authors>\n  <authors>Grace</authors>\n  <price currency="EUR">44.95</price>\n  <draft/>\n</book>',
      },
    },
    {
      inputs: {
        json: '[{"sku":"A-1","qty":2},{"sku":"B-7","qty":1}]',
        rootName: 'order',
        itemName: 'line',
        attributePrefix: '@_',
        indent: 0,
        declaration: false,
      },
      result: { xml: '<order><line><sku>A-1</sku><qty>2</qty></line><line><sku>B-7</sku><qty>1</qty></line></order>' },
    },
  ],
  run({ json, rootName, itemName, attributePrefix, indent, declaration }: Inputs) {
    if (jsonDepth(json) > MAX_DEPTH) throw new ToolError(`"json" is nested more than ${MAX_DEPTH} levels deep.`);
    const value = parseJsonInput(json);
    for (const [name, field] of [
      [rootName, 'rootName'],
      [itemName, 'itemName'],
    ] as const) {
      if (name !== '' && !xmlName.test(name)) throw new ToolError(`"${field}" is not a valid XML element name.`);
    }
    let document: Record<string, unknown>;
    const body = Array.isArray(value) ? { [itemName]: value } : value;
    if (rootName !== '') {
      document = { [rootName]: body };
    } else if (isObject(value)) {
      const elements = Object.keys(value).filter((key) => key !== TEXT_KEY && (attributePrefix === '' || !key.startsWith(attributePrefix)));
      const single = elements.length === 1 && Object.keys(value).length === 1 && !Array.isArray(value[elements[0]!]);
      document = single ? value : { root: value };
    } else {
      document = { root: body };
    }
    attempt('Could not convert the JSON', () => check(document, attributePrefix, '$'));
    const builder = new XMLBuilder({
      ignoreAttributes: attributePrefix === '',
      attributeNamePrefix: attributePrefix,
      textNodeName: TEXT_KEY,
      format: indent > 0,
      indentBy: ' '.repeat(indent),
      suppressEmptyNode: false,
      suppressBooleanAttributes: false,
    });
    const xml = attempt('Could not convert the JSON', () => {
      try {
        return (builder.build(document) as string).trim();
      } catch (error) {
        if (/Maximum nested tags/.test(String((error as Error).message))) {
          throw new ToolError('The JSON nests objects more than 100 levels deep, too deep for XML elements here.');
        }
        throw error;
      }
    });
    if (forbiddenChar.test(xml)) {
      throw new ToolError('The JSON holds characters XML 1.0 does not allow (control characters or unpaired surrogates).');
    }
    return { xml: declaration ? `<?xml version="1.0" encoding="UTF-8"?>\n${xml}` : xml };
  },
});
