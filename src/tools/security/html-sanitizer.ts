import sanitizeHtml from 'sanitize-html';
import { defineTool } from '../define.ts';

const modes = ['basic', 'with-images', 'text'] as const;
type Mode = (typeof modes)[number];

/** The allowlists: sanitize-html's defaults (text formatting, links, lists, tables — no images, scripts, styles or forms). */
function options(mode: Mode): sanitizeHtml.IOptions {
  if (mode === 'text') return { allowedTags: [], allowedAttributes: { '*': [] } };
  const base = sanitizeHtml.defaults;
  // The empty '*' entry makes sanitize-html check (and delete) attributes on every kept tag, which the report relies on.
  const allowedAttributes: Record<string, sanitizeHtml.AllowedAttribute[]> = {
    '*': [],
    a: ['href', 'name', 'target', 'rel', 'title'],
    abbr: ['title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    time: ['datetime'],
  };
  if (mode === 'basic') return { allowedTags: base.allowedTags, allowedAttributes, allowedSchemes: ['http', 'https', 'mailto', 'tel'] };
  return {
    allowedTags: [...base.allowedTags, 'img', 'picture', 'source'],
    allowedAttributes: {
      ...allowedAttributes,
      img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
      source: ['srcset', 'type', 'media'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
  };
}

interface Seen {
  tag: string;
  original: string[];
  attributes: Record<string, string>;
}

export default defineTool({
  slug: 'html-sanitizer',
  name: 'HTML sanitizer',
  category: 'security',
  description:
    'Cleans untrusted HTML with sanitize-html and a safe allowlist: keeps text formatting, links, lists and tables (and images in with-images mode, or only text in text mode); drops scripts, styles, event handlers, iframes, forms and javascript: URLs. Reports which tags and attributes were removed.',
  inputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', maxLength: 50_000, description: 'The untrusted HTML fragment or document (up to 50,000 characters).' },
      mode: {
        type: 'string',
        enum: modes,
        default: 'basic',
        description: 'basic: formatting, links, lists, tables; with-images: basic plus http(s) images; text: strip every tag.',
      },
    },
    required: ['html'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      html: { type: 'string', description: 'The sanitized HTML.' },
      changed: { type: 'boolean', description: 'Whether anything was removed or rewritten.' },
      removedTags: {
        type: 'array',
        description: 'Disallowed elements (content of script, style, textarea and option is dropped with them; other content is kept).',
        items: {
          type: 'object',
          properties: { tag: { type: 'string' }, count: { type: 'integer' } },
          required: ['tag', 'count'],
        },
      },
      removedAttributes: {
        type: 'array',
        description: 'Attributes stripped from kept elements: not allowed, or a URL with a forbidden scheme such as javascript:.',
        items: {
          type: 'object',
          properties: { tag: { type: 'string' }, attribute: { type: 'string' }, count: { type: 'integer' } },
          required: ['tag', 'attribute', 'count'],
        },
      },
    },
    required: ['html', 'changed', 'removedTags', 'removedAttributes'],
  },
  heavy: true,
  examples: [
    {
      inputs: {
        html: '<p onclick="steal()">Hello <b>world</b><script>alert(1)</script> <a href="javascript:alert(2)">click</a> <a href="https://example.com" target="_blank">ok</a></p><img src="x" onerror="alert(3)">',
        mode: 'basic',
      },
      result: {
        html: '<p>Hello <b>world</b> <a>click</a> <a href="https://example.com" target="_blank">ok</a></p>',
        changed: true,
        removedTags: [{ tag: 'script', count: 1 }, { tag: 'img', count: 1 }],
        removedAttributes: [{ tag: 'p', attribute: 'onclick', count: 1 }, { tag: 'a', attribute: 'href', count: 1 }],
      },
    },
    {
      inputs: {
        html: '<h1 style="color:red">Title</h1><img src="https://example.com/cat.png" alt="A cat" onerror="x()"><iframe src="https://evil.example"></iframe>',
        mode: 'with-images',
      },
      result: {
        html: '<h1>Title</h1><img src="https://example.com/cat.png" alt="A cat" />',
        changed: true,
        removedTags: [{ tag: 'iframe', count: 1 }],
        removedAttributes: [
          { tag: 'h1', attribute: 'style', count: 1 },
          { tag: 'img', attribute: 'onerror', count: 1 },
        ],
      },
    },
  ],
  run({ html, mode }: { html: string; mode: Mode }) {
    const config = options(mode);
    const allowed = new Set(config.allowedTags === false ? [] : config.allowedTags);
    const seen: Seen[] = [];
    // transformTags('*') sees every element with its parsed attributes before filtering; sanitize-html deletes the
    // attributes it rejects from that same object, so comparing afterwards shows exactly what was stripped.
    const output = sanitizeHtml(html, {
      ...config,
      transformTags: {
        '*': (tagName, attribs) => {
          seen.push({ tag: tagName, original: Object.keys(attribs), attributes: attribs });
          return { tagName, attribs };
        },
      },
    });
    const tagCounts = new Map<string, number>();
    const attributeCounts = new Map<string, number>();
    for (const { tag, original, attributes } of seen) {
      if (!allowed.has(tag)) {
        tagCounts.set(tag, (tagCounts.get(tag) ?? 0) + 1);
        continue;
      }
      for (const name of original) {
        if (Object.hasOwn(attributes, name)) continue;
        const key = `${tag}\u0000${name}`;
        attributeCounts.set(key, (attributeCounts.get(key) ?? 0) + 1);
      }
    }
    const removedTags = [...tagCounts].map(([tag, count]) => ({ tag, count }));
    const removedAttributes = [...attributeCounts].map(([key, count]) => {
      const [tag, attribute] = key.split('\u0000') as [string, string];
      return { tag, attribute, count };
    });
    return { html: output, changed: output !== html, removedTags, removedAttributes };
  },
});
