import { createHash } from 'node:crypto';
import { defineTool, nullable } from '../define.ts';

const algorithms = ['sha256', 'sha384', 'sha512'] as const;
type Algorithm = (typeof algorithms)[number];

export default defineTool({
  slug: 'sri-hash-generator',
  name: 'Subresource Integrity hash generator',
  category: 'security',
  description:
    'Computes Subresource Integrity values ("sha384-…") of a script or stylesheet\'s exact UTF-8 content for the integrity attribute, with one or more of SHA-256/384/512, and, given its URL, a ready <script> or <link> tag.',
  inputSchema: {
    type: 'object',
    properties: {
      content: { type: 'string', maxLength: 1_000_000, description: 'The exact file content as served (every byte counts, line endings included).' },
      algorithms: {
        type: 'array',
        items: { type: 'string', enum: algorithms },
        minItems: 1,
        maxItems: 3,
        uniqueItems: true,
        default: ['sha384'],
        description: 'Hash functions to include; browsers use the strongest one listed.',
      },
      url: { type: 'string', maxLength: 2000, description: 'Optional URL of the file, to build the HTML tag.' },
      type: { type: 'string', enum: ['script', 'stylesheet'], default: 'script', description: 'Tag to build when a URL is given.' },
    },
    required: ['content'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      integrity: { type: 'string', description: 'The integrity attribute value: space-separated <algorithm>-<Base64 digest> entries.' },
      hashes: {
        type: 'array',
        items: {
          type: 'object',
          properties: { algorithm: { type: 'string' }, value: { type: 'string', description: 'e.g. sha384-oqVuAfXR…' } },
          required: ['algorithm', 'value'],
        },
      },
      tag: nullable({ type: 'string' }, { description: 'A <script> or <link> tag with integrity and crossorigin="anonymous", or null without url.' }),
      bytes: { type: 'integer', description: 'Size of the hashed content in UTF-8 bytes.' },
    },
    required: ['integrity', 'hashes', 'tag', 'bytes'],
  },
  examples: [
    {
      inputs: { content: 'alert("Hello, world.");', algorithms: ['sha384'], type: 'script' },
      result: {
        integrity: 'sha384-rwE6Iuo1Y5spnMVUH6Cdjh+wWToU3cZPwiI1th7Wm1MINXGD4PlaByYDRdaBLn0e',
        hashes: [
          {
            algorithm: 'sha384',
            value: 'sha384-rwE6Iuo1Y5spnMVUH6Cdjh+wWToU3cZPwiI1th7Wm1MINXGD4PlaByYDRdaBLn0e',
          },
        ],
        tag: null,
        bytes: 23,
      },
    },
    {
      inputs: {
        content: 'body { margin: 0; }\n',
        algorithms: ['sha256', 'sha512'],
        url: 'https://cdn.example.com/reset.css',
        type: 'stylesheet',
      },
      result: {
        integrity: 'sha256-6sDnkFc/tkJOYAjJ86G98mKt1rskYKABu4lUn7Hd9II= sha512-phWdHMXDr84YUy1sH0rfWXmyFiKw7UtZPlIMjFDf67RBBuU+R8SvkmYOya6fwZPwUKfDZO7WRxBhl9sGZAs0tQ==',
        hashes: [
          { algorithm: 'sha256', value: 'sha256-6sDnkFc/tkJOYAjJ86G98mKt1rskYKABu4lUn7Hd9II=' },
          {
            algorithm: 'sha512',
            value: 'sha512-phWdHMXDr84YUy1sH0rfWXmyFiKw7UtZPlIMjFDf67RBBuU+R8SvkmYOya6fwZPwUKfDZO7WRxBhl9sGZAs0tQ==',
          },
        ],
        tag: '<link rel="stylesheet" href="https://cdn.example.com/reset.css" integrity="sha256-6sDnkFc/tkJOYAjJ86G98mKt1rskYKABu4lUn7Hd9II= sha512-phWdHMXDr84YUy1sH0rfWXmyFiKw7UtZPlIMjFDf67RBBuU+R8SvkmYOya6fwZPwUKfDZO7WRxBhl9sGZAs0tQ==" crossorigin="anonymous">',
        bytes: 20,
      },
    },
  ],
  run({ content, algorithms: chosen, url, type }: { content: string; algorithms: Algorithm[]; url?: string; type: 'script' | 'stylesheet' }) {
    const data = Buffer.from(content, 'utf8');
    const hashes = chosen.map((algorithm) => ({
      algorithm,
      value: `${algorithm}-${createHash(algorithm).update(data).digest('base64')}`,
    }));
    const integrity = hashes.map((hash) => hash.value).join(' ');
    const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    let tag: string | null = null;
    if (url !== undefined) {
      tag =
        type === 'script'
          ? `<script src="${attribute(url)}" integrity="${integrity}" crossorigin="anonymous"></script>`
          : `<link rel="stylesheet" href="${attribute(url)}" integrity="${integrity}" crossorigin="anonymous">`;
    }
    return { integrity, hashes, tag, bytes: data.length };
  },
});
