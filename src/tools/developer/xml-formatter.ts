import { XMLValidator } from 'fast-xml-parser';
import xmlFormatterModule from 'xml-formatter';
import { ToolError, defineTool } from '../define.ts';
import { attempt } from '../input.ts';

// A CommonJS package: depending on the loader the default import is the function itself or a namespace holding it.
type XmlFormat = typeof xmlFormatterModule.default;
const xmlFormat: XmlFormat =
  (xmlFormatterModule as unknown as { default?: XmlFormat }).default ?? (xmlFormatterModule as unknown as XmlFormat);

/** The formatter recurses per element level; deeper documents are refused long before that nears the stack limit. */
const MAX_NESTING = 500;

/** Element nesting depth of well-formed XML (comments, CDATA, declarations and processing instructions skipped). */
function xmlDepth(xml: string): number {
  let depth = 0;
  let max = 0;
  let i = xml.indexOf('<');
  while (i !== -1) {
    const next = xml[i + 1];
    let end: number;
    if (xml.startsWith('<!--', i)) end = xml.indexOf('-->', i + 4) + 2;
    else if (xml.startsWith('<![CDATA[', i)) end = xml.indexOf(']]>', i + 9) + 2;
    else if (next === '?' || next === '!') end = xml.indexOf('>', i + 2);
    else if (next === '/') {
      depth--;
      end = xml.indexOf('>', i + 2);
    } else {
      // Find the end of the start tag, stepping over quoted attribute values (which may hold ">").
      let j = i + 1;
      let quote = '';
      for (; j < xml.length; j++) {
        const c = xml[j];
        if (quote !== '') {
          if (c === quote) quote = '';
        } else if (c === '"' || c === "'") quote = c;
        else if (c === '>') break;
      }
      end = j;
      if (xml[j - 1] !== '/') max = Math.max(max, ++depth);
    }
    if (end < 0) break;
    i = xml.indexOf('<', end + 1);
  }
  return max;
}

interface Inputs {
  xml: string;
  mode: 'format' | 'minify';
  indent: number;
  useTabs: boolean;
  collapseContent: boolean;
  selfCloseEmpty: boolean;
}

export default defineTool({
  slug: 'xml-formatter',
  name: 'XML formatter',
  category: 'developer',
  description:
    'Pretty-prints XML with one element per line and consistent indentation, or minifies it; comments, CDATA and xml:space="preserve" content are kept. Malformed XML is refused with the line and column of the problem.',
  inputSchema: {
    type: 'object',
    properties: {
      xml: { type: 'string', maxLength: 200_000, description: 'The XML document.' },
      mode: { type: 'string', enum: ['format', 'minify'], default: 'format', description: 'format (pretty-print, the default) or minify (remove the whitespace between elements).' },
      indent: { type: 'integer', minimum: 1, maximum: 8, default: 2, description: 'Spaces per level when formatting.' },
      useTabs: { type: 'boolean', default: false, description: 'Indent with one tab per level instead of spaces.' },
      collapseContent: {
        type: 'boolean',
        default: true,
        description: 'Keep an element holding only text on one line, as <a>text</a>.',
      },
      selfCloseEmpty: { type: 'boolean', default: false, description: 'Write empty elements as <a/>.' },
    },
    required: ['xml'],
  },
  outputSchema: {
    type: 'object',
    properties: { xml: { type: 'string' } },
    required: ['xml'],
  },
  examples: [
    {
      inputs: {
        xml: '<?xml version="1.0"?><note id="7"><to>Tove</to><from>Jani</from><!-- draft --><body lang="en">Don\'t forget <b>me</b>!</body><tags></tags></note>',
        mode: 'format',
        indent: 2,
        useTabs: false,
        collapseContent: true,
        selfCloseEmpty: true,
      },
      result: {
        xml: '<?xml version="1.0"?>\n<note id="7">\n  <to>Tove</to>\n  <from>Jani</from>\n  <!-- draft -->\n  <body lang="en">Don\'t forget <b>me</b>!</body>\n  <tags/>\n</note>',
      },
    },
    {
      inputs: {
        xml: '<config>\n    <server port="8080">\n        <host>localhost</host>\n    </server>\n</config>\n',
        mode: 'minify',
        indent: 2,
        useTabs: false,
        collapseContent: true,
        selfCloseEmpty: false,
      },
      result: { xml: '<config><server port="8080"><host>localhost</host></server></config>' },
    },
  ],
  heavy: true,
  timeoutMs: 5000,
  run({ xml, mode, indent, useTabs, collapseContent, selfCloseEmpty }: Inputs) {
    const verdict = attempt('Could not check the XML', () => XMLValidator.validate(xml, { allowBooleanAttributes: false }));
    if (verdict !== true) {
      const { msg, line, col } = verdict.err;
      const where = typeof col === 'number' ? `line ${line}, column ${col}` : `line ${line}`;
      throw new ToolError(`The XML is not well-formed at ${where}: ${msg.slice(0, 300)}`);
    }
    if (xmlDepth(xml) > MAX_NESTING) throw new ToolError(`The XML nests elements more than ${MAX_NESTING} levels deep.`);
    const options = {
      collapseContent,
      forceSelfClosingEmptyTag: selfCloseEmpty,
      strictMode: true,
      throwOnFailure: true,
    };
    const formatted = attempt('Could not format the XML', () =>
      mode === 'minify'
        ? xmlFormat.minify(xml, options)
        : xmlFormat(xml, { ...options, indentation: useTabs ? '\t' : ' '.repeat(indent), lineSeparator: '\n' }),
    );
    return { xml: formatted };
  },
});
