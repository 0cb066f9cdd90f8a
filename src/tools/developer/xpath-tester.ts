import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { createRequire } from 'node:module';
import { ToolError, defineTool, nullable } from '../define.ts';

// The xpath package's typings pull in the DOM library, which changes the whole program's global types (Headers,
// ReadableStream, BodyInit): the package is loaded untyped, and the one function used, parse() (in the package, not in
// its typings), is typed here. It gives the XPath value and its type.
const xpath = createRequire(import.meta.url)('xpath') as { parse(text: string): { evaluate(options: object): unknown } };

/** Most nodes listed; count still gives them all. */
const MAX_RESULTS = 1000;
/** Deeper element nesting is refused: the parser and the serializer recurse per level. */
const MAX_DEPTH = 256;
/** Characters of node XML returned in total. */
const OUTPUT_BUDGET = 5_000_000;

const NODE_TYPES = ['element', 'attribute', 'text', 'comment', 'processing-instruction', 'document', 'namespace'] as const;
type NodeType = (typeof NODE_TYPES)[number];

interface Inputs {
  xml: string;
  expression: string;
  namespaces?: Array<{ prefix: string; uri: string }>;
}

interface DomNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  prefix?: string | null;
  namespaceURI?: string | null;
  parentNode: DomNode | null;
  previousSibling: DomNode | null;
  nextSibling: DomNode | null;
  ownerElement?: DomNode | null;
  localName?: string | null;
  value?: string;
  firstChild?: DomNode | null;
  attributes?: { length: number; [index: number]: DomNode } | null;
}

const ELEMENT = 1;
const ATTRIBUTE = 2;
const TEXT = 3;
const CDATA = 4;
const PI = 7;
const COMMENT = 8;
const DOCUMENT = 9;

/** Element nesting of XML text in one linear pass (comments, CDATA, PIs and declarations skipped); stops past `limit`. */
function xmlDepth(xml: string, limit: number): number {
  let level = 0;
  let depth = 0;
  let i = 0;
  while ((i = xml.indexOf('<', i)) !== -1) {
    const skip = xml.startsWith('<!--', i) ? '-->' : xml.startsWith('<![CDATA[', i) ? ']]>' : xml.startsWith('<?', i) ? '?>' : xml.startsWith('<!', i) ? '>' : null;
    if (skip !== null) {
      const end = xml.indexOf(skip, i + 2);
      if (end === -1) break;
      i = end + skip.length;
      continue;
    }
    const end = xml.indexOf('>', i);
    if (end === -1) break;
    if (xml.charCodeAt(i + 1) === 47) level--;
    else if (xml.charCodeAt(end - 1) !== 47 && ++level > depth && (depth = level) > limit) break;
    i = end + 1;
  }
  return depth;
}

/**
 * Document order of every node (element, then its attributes, then its children), in one pass: the xpath package's
 * own sorting compares nodes pairwise by walking the tree, seconds for a few thousand nodes.
 */
function documentOrder(doc: DomNode): Map<DomNode, number> {
  const rank = new Map<DomNode, number>();
  let next = 0;
  const stack: DomNode[] = [doc];
  while (stack.length > 0) {
    const node = stack.pop()!;
    rank.set(node, next++);
    const attributes = node.attributes;
    if (attributes) for (let i = 0; i < attributes.length; i++) rank.set(attributes[i]!, next++);
    const children: DomNode[] = [];
    for (let child = node.firstChild; child; child = child.nextSibling) children.push(child);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return rank;
}

/** One location step as libxml2's xmlGetNodePath writes it (lxml's getpath): an index only among like siblings. */
function step(node: DomNode): string {
  let name: string;
  let like: (other: DomNode) => boolean;
  if (node.nodeType === ELEMENT) {
    // An element in a default namespace cannot be named without a prefix: "*", counted among all elements.
    const generic = !!node.namespaceURI && !node.prefix;
    name = generic ? '*' : node.nodeName;
    like = (other) => other.nodeType === ELEMENT && (generic || (other.nodeName === node.nodeName && (other.namespaceURI ?? null) === (node.namespaceURI ?? null)));
  } else if (node.nodeType === TEXT || node.nodeType === CDATA) {
    name = 'text()';
    like = (other) => other.nodeType === TEXT || other.nodeType === CDATA;
  } else if (node.nodeType === COMMENT) {
    name = 'comment()';
    like = (other) => other.nodeType === COMMENT;
  } else {
    name = `processing-instruction('${node.nodeName}')`;
    like = (other) => other.nodeType === PI && other.nodeName === node.nodeName;
  }
  let before = 0;
  for (let s = node.previousSibling; s; s = s.previousSibling) if (like(s)) before++;
  if (before > 0) return `${name}[${before + 1}]`;
  for (let s = node.nextSibling; s; s = s.nextSibling) if (like(s)) return `${name}[1]`;
  return name;
}

function nodePath(node: DomNode): string {
  if (node.nodeType === DOCUMENT) return '/';
  if (node.nodeType === ATTRIBUTE) return `${node.ownerElement ? nodePath(node.ownerElement) : ''}/@${node.nodeName}`;
  if (node.nodeType !== ELEMENT && node.nodeType !== TEXT && node.nodeType !== CDATA && node.nodeType !== COMMENT && node.nodeType !== PI) {
    // The xpath package's namespace nodes: ownerElement is the element they are in scope on.
    return `${node.ownerElement ? nodePath(node.ownerElement) : ''}/namespace::${node.localName ?? node.nodeName}`;
  }
  const steps: string[] = [];
  for (let n: DomNode | null = node; n && n.nodeType !== DOCUMENT; n = n.parentNode) steps.push(step(n));
  return `/${steps.reverse().join('/')}`;
}

function nodeType(node: DomNode): NodeType {
  switch (node.nodeType) {
    case ELEMENT:
      return 'element';
    case ATTRIBUTE:
      return 'attribute';
    case TEXT:
    case CDATA:
      return 'text';
    case COMMENT:
      return 'comment';
    case PI:
      return 'processing-instruction';
    case DOCUMENT:
      return 'document';
    default:
      return 'namespace';
  }
}

export default defineTool({
  slug: 'xpath-tester',
  name: 'XPath tester',
  category: 'developer',
  description:
    'Evaluates an XPath 1.0 expression on an XML document (xpath 0.0.34 on @xmldom/xmldom 0.9.12) and lists what it selects: for a node-set each node\'s type, value (an element\'s XML; the value of an attribute, text, comment or processing instruction) and path (the form libxml2\'s xmlGetNodePath and lxml\'s getpath write: /catalog/book[2]/@id, an index only among like siblings, * for an element in a default namespace), in document order; for a string, number or boolean result its XPath string value (numbers as XPath writes them: 3, 0.5, NaN, Infinity). Prefixes used in the expression are bound with "namespaces". The document must be well-formed; a DOCTYPE is refused (no DTD, no entity expansion, nothing fetched). At most 1000 nodes are listed; count gives them all.',
  inputSchema: {
    type: 'object',
    properties: {
      xml: { type: 'string', minLength: 1, maxLength: 1_000_000, description: 'The XML document.' },
      expression: { type: 'string', minLength: 1, maxLength: 2000, description: 'The XPath 1.0 expression, e.g. //book[price > 5]/title or count(//book).' },
      namespaces: {
        type: 'array',
        maxItems: 50,
        description: 'Namespace prefixes for the expression (an element in a default namespace needs one, e.g. a for http://www.w3.org/2005/Atom).',
        items: {
          type: 'object',
          properties: {
            prefix: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9._-]*$', description: 'The prefix as used in the expression.' },
            uri: { type: 'string', minLength: 1, maxLength: 2000, description: 'The namespace URI it stands for.' },
          },
          required: ['prefix', 'uri'],
          additionalProperties: false,
        },
      },
    },
    required: ['xml', 'expression'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      resultType: { type: 'string', enum: ['nodeset', 'string', 'number', 'boolean'], description: 'The XPath type of the result.' },
      value: nullable({ type: 'string' }, { description: 'For a string, number or boolean result, its XPath string value; null for a node-set.' }),
      count: { type: 'integer', description: 'Nodes selected (0 for a scalar result).' },
      truncated: { type: 'boolean', description: 'Whether nodes were left out of results (past 1000 or the size limit).' },
      results: {
        type: 'array',
        description: 'The selected nodes in document order.',
        items: {
          type: 'object',
          properties: {
            type: { type: 'string', enum: NODE_TYPES },
            value: { type: 'string', description: "An element's (or the document's) XML; otherwise the node's string value." },
            path: { type: 'string', description: 'An XPath locating the node, as lxml getpath writes it.' },
          },
          required: ['type', 'value', 'path'],
        },
      },
    },
    required: ['resultType', 'value', 'count', 'truncated', 'results'],
  },
  // Computed by test/reference/developer_plan2.py (independent Python; see there for the oracle).
  examples: [
    {
      "inputs": {
        "xml": "<?xml version=\"1.0\"?>\n<catalog>\n  <!-- stock -->\n  <book id=\"b1\" lang=\"en\"><title>Dune</title><price>9.99</price></book>\n  <book id=\"b2\"><title>Emma</title><price>5</price></book>\n  <magazine id=\"m1\"><title>Wired</title></magazine>\n</catalog>",
        "expression": "//book[price > 6]"
      },
      "result": {
        "resultType": "nodeset",
        "value": null,
        "count": 1,
        "truncated": false,
        "results": [
          {
            "type": "element",
            "value": "<book id=\"b1\" lang=\"en\"><title>Dune</title><price>9.99</price></book>",
            "path": "/catalog/book[1]"
          }
        ]
      }
    },
    {
      "inputs": {
        "xml": "<?xml version=\"1.0\"?>\n<catalog>\n  <!-- stock -->\n  <book id=\"b1\" lang=\"en\"><title>Dune</title><price>9.99</price></book>\n  <book id=\"b2\"><title>Emma</title><price>5</price></book>\n  <magazine id=\"m1\"><title>Wired</title></magazine>\n</catalog>",
        "expression": "//@id | //comment()"
      },
      "result": {
        "resultType": "nodeset",
        "value": null,
        "count": 4,
        "truncated": false,
        "results": [
          {
            "type": "comment",
            "value": " stock ",
            "path": "/catalog/comment()"
          },
          {
            "type": "attribute",
            "value": "b1",
            "path": "/catalog/book[1]/@id"
          },
          {
            "type": "attribute",
            "value": "b2",
            "path": "/catalog/book[2]/@id"
          },
          {
            "type": "attribute",
            "value": "m1",
            "path": "/catalog/magazine/@id"
          }
        ]
      }
    },
    {
      "inputs": {
        "xml": "<?xml version=\"1.0\"?>\n<catalog>\n  <!-- stock -->\n  <book id=\"b1\" lang=\"en\"><title>Dune</title><price>9.99</price></book>\n  <book id=\"b2\"><title>Emma</title><price>5</price></book>\n  <magazine id=\"m1\"><title>Wired</title></magazine>\n</catalog>",
        "expression": "sum(//book/price) div count(//book)"
      },
      "result": {
        "resultType": "number",
        "value": "7.495",
        "count": 0,
        "truncated": false,
        "results": []
      }
    },
    {
      "inputs": {
        "xml": "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>News</title><entry><title>One</title></entry><entry><title>Two</title></entry></feed>",
        "expression": "/a:feed/a:entry/a:title/text()",
        "namespaces": [
          {
            "prefix": "a",
            "uri": "http://www.w3.org/2005/Atom"
          }
        ]
      },
      "result": {
        "resultType": "nodeset",
        "value": null,
        "count": 2,
        "truncated": false,
        "results": [
          {
            "type": "text",
            "value": "One",
            "path": "/*/*[2]/*/text()"
          },
          {
            "type": "text",
            "value": "Two",
            "path": "/*/*[3]/*/text()"
          }
        ]
      }
    },
    {
      "inputs": {
        "xml": "<feed xmlns=\"http://www.w3.org/2005/Atom\"><title>News</title><entry><title>One</title></entry><entry><title>Two</title></entry></feed>",
        "expression": "count(/a:feed/a:entry) = 2",
        "namespaces": [
          {
            "prefix": "a",
            "uri": "http://www.w3.org/2005/Atom"
          }
        ]
      },
      "result": {
        "resultType": "boolean",
        "value": "true",
        "count": 0,
        "truncated": false,
        "results": []
      }
    }
  ],
  heavy: true,
  timeoutMs: 10_000,
  run({ xml, expression, namespaces = [] }: Inputs) {
    if (/<!DOCTYPE/i.test(xml)) throw new ToolError('The document has a DOCTYPE: DTDs are not processed here (no entity expansion); remove it.');
    if (xmlDepth(xml, MAX_DEPTH) > MAX_DEPTH) throw new ToolError(`The XML nests elements more than ${MAX_DEPTH} levels deep.`);
    const map: Record<string, string> = Object.create(null);
    for (const { prefix, uri } of namespaces) {
      if (prefix in map && map[prefix] !== uri) throw new ToolError(`Namespace prefix "${prefix}" is bound twice to different URIs.`);
      map[prefix] = uri;
    }
    let doc: ReturnType<DOMParser['parseFromString']>;
    let problem: string | undefined;
    try {
      doc = new DOMParser({
        onError: (level: string, message: string) => {
          if (level === 'warning') return;
          problem ??= message;
          throw new Error(message);
        },
      }).parseFromString(xml, 'text/xml');
    } catch (error) {
      throw new ToolError(`The XML is not well-formed: ${(problem ?? String((error as Error).message)).split('\n')[0]!.slice(0, 300)}`);
    }
    if (!doc.documentElement) throw new ToolError('The XML has no root element.');
    // xmldom keeps the XML declaration as a processing instruction; in the XPath data model it is none.
    const first = doc.firstChild as unknown as DomNode | null;
    if (first && first.nodeType === PI && first.nodeName === 'xml') doc.removeChild(doc.firstChild!);
    let result: { toUnsortedArray?: () => unknown[]; stringValue(): string; constructor: { name: string } };
    try {
      const parse = xpath.parse;
      result = parse(expression).evaluate({ node: doc, namespaces: map }) as typeof result;
    } catch (error) {
      throw new ToolError(`The expression could not be evaluated: ${String((error as Error).message).slice(0, 300)}`);
    }
    const kind = result.constructor.name;
    if (kind !== 'XNodeSet') {
      const resultType = kind === 'XNumber' ? 'number' : kind === 'XBoolean' ? 'boolean' : 'string';
      return { resultType, value: result.stringValue(), count: 0, truncated: false, results: [] };
    }
    let nodes = [...new Set(result.toUnsortedArray!() as DomNode[])];
    if (nodes.length > 1) {
      const rank = documentOrder(doc as unknown as DomNode);
      // Namespace nodes (made by the xpath package) come right after their element, before its attributes.
      const order = (node: DomNode) => rank.get(node) ?? (node.ownerElement ? rank.get(node.ownerElement)! + 0.5 : Infinity);
      nodes = nodes.map((node) => [order(node), node] as const).sort((a, b) => a[0] - b[0]).map(([, node]) => node);
    }
    const serializer = new XMLSerializer();
    const results: Array<{ type: NodeType; value: string; path: string }> = [];
    let budget = OUTPUT_BUDGET;
    let truncated = nodes.length > MAX_RESULTS;
    for (const node of nodes.slice(0, MAX_RESULTS)) {
      const type = nodeType(node);
      const value =
        type === 'element' || type === 'document'
          ? serializer.serializeToString(node as unknown as Parameters<XMLSerializer['serializeToString']>[0])
          : type === 'attribute'
            ? (node.value ?? '')
            : (node.nodeValue ?? '');
      budget -= value.length;
      if (budget < 0) {
        truncated = true;
        break;
      }
      results.push({ type, value, path: nodePath(node) });
    }
    return { resultType: 'nodeset', value: null, count: nodes.length, truncated, results };
  },
});
