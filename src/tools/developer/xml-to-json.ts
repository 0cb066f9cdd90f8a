import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

/**
 * Entities a DOCTYPE declares are expanded only within these limits (they count against them, the five XML entities
 * and character references do not), which stops "billion laughs" style entity bombs.
 */
const entityLimits = {
  enabled: true,
  maxEntityCount: 100,
  maxEntitySize: 1_000,
  maxExpansionDepth: 10,
  maxTotalExpansions: 1_000,
  maxExpandedLength: 100_000,
  appliesTo: 'external',
};

interface Inputs {
  xml: string;
  attributePrefix: string;
  parseValues: boolean;
  indent: number;
}

export default defineTool({
  slug: 'xml-to-json',
  name: 'XML to JSON',
  category: 'developer',
  description:
    'Validates XML and converts it to JSON: elements become keys (repeated elements become arrays), attributes get a prefix, and mixed text goes under "#text". Character references and HTML entities such as &nbsp; are decoded; DOCTYPE entities are expanded only within limits that stop entity bombs.',
  inputSchema: {
    type: 'object',
    properties: {
      xml: { type: 'string', maxLength: 500_000, description: 'The XML document.' },
      attributePrefix: {
        type: 'string',
        maxLength: 10,
        pattern: '^[@$_A-Za-z-]*$',
        default: '@_',
        description: 'Put in front of attribute names to tell them from child elements.',
      },
      parseValues: {
        type: 'boolean',
        default: false,
        description: 'Turn numeric and true/false text and attribute values into JSON numbers and booleans.',
      },
      indent: { type: 'integer', minimum: 0, maximum: 10, default: 2, description: 'Spaces per level (0 puts it on one line).' },
    },
    required: ['xml'],
  },
  outputSchema: {
    type: 'object',
    properties: { json: { type: 'string' } },
    required: ['json'],
  },
  examples: [
    {
      inputs: {
        xml: '<?xml version="1.0"?>\n<catalog>\n  <book id="bk101" lang="en">\n    <title>XML &amp; JSON &#x2013; a guide</title>\n    <price>44.95</price>\n  </book>\n  <book id="bk102">\n    <title>Midnight Rain</title>\n    <price>5.95</price>\n  </book>\n</catalog>',
        attributePrefix: '@_',
        parseValues: false,
        indent: 0,
      },
      result: {
        json: '{"?xml":{"@_version":"1.0"},"catalog":{"book":[{"title":"XML & JSON – a guide","price":"44.95","@_id":"bk101","@_lang":"en"},{"title":"Midnight Rain","price":"5.95","@_id":"bk102"}]}}',
      },
    },
    {
      inputs: {
        xml: '<order status="paid" express="true"><total currency="EUR">19.90</total><qty>3</qty><note>Leave at <b>door</b></note></order>',
        attributePrefix: '$',
        parseValues: true,
        indent: 0,
      },
      result: {
        json: '{"order":{"total":{"#text":19.9,"$currency":"EUR"},"qty":3,"note":{"b":"door","#text":"Leave at"},"$status":"paid","$express":true}}',
      },
    },
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ xml, attributePrefix, parseValues, indent }: Inputs) {
    const verdict = attempt('Could not check the XML', () => XMLValidator.validate(xml, { allowBooleanAttributes: true }));
    if (verdict !== true) {
      const { msg, line, col } = verdict.err;
      const where = typeof col === 'number' ? `line ${line}, column ${col}` : `line ${line}`;
      throw new ToolError(`The XML is not well-formed at ${where}: ${msg.slice(0, 300)}`);
    }
    // The library refuses prefixes such as "__proto__" and "toString" when the parser is made: a refusal, not a fault.
    const parser = attempt(`Cannot use the attributePrefix ${JSON.stringify(attributePrefix)}`, () => new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: attributePrefix,
      allowBooleanAttributes: true,
      parseTagValue: parseValues,
      parseAttributeValue: parseValues,
      // Numeric character references and, beyond the five XML entities, HTML names such as &nbsp; (common in feeds).
      htmlEntities: true,
      processEntities: entityLimits,
    }));
    const value: unknown = attempt('Could not convert the XML', () => {
      try {
        return parser.parse(xml);
      } catch (error) {
        if (/Maximum nested tags/.test(String((error as Error).message))) {
          throw new ToolError('The XML nests elements more than 100 levels deep.');
        }
        throw error;
      }
    });
    try {
      return { json: JSON.stringify(value, null, indent) };
    } catch {
      throw new ToolError('The XML is nested too deeply to convert.');
    }
  },
});
