import mime from 'mime-types';
import { defineTool, nullable } from '../define.ts';

interface Inputs {
  query: string;
  mode: 'auto' | 'extension' | 'type';
}

const typePattern = /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/i;

function describeType(type: string) {
  const extensions = mime.extensions[type] ?? [];
  const charset = mime.charset(type) || null;
  return {
    mimeType: type,
    known: extensions.length > 0,
    extensions,
    defaultExtension: extensions[0] ?? null,
    charset,
    contentType: charset ? `${type}; charset=${charset.toLowerCase()}` : type,
  };
}

export default defineTool({
  slug: 'mime-type-lookup',
  name: 'MIME type lookup',
  category: 'developer',
  description:
    'Looks up the MIME type of a file name or extension, or the file extensions of a MIME type, from the mime-db database; also gives the default charset and a ready Content-Type header value.',
  inputSchema: {
    type: 'object',
    properties: {
      query: {
        type: 'string',
        minLength: 1,
        maxLength: 300,
        description: 'A file name or path ("report.pdf"), an extension ("png", ".PNG") or a MIME type ("application/json").',
      },
      mode: {
        type: 'string',
        enum: ['auto', 'extension', 'type'],
        default: 'auto',
        description: 'How to read the query; auto treats a known MIME type (type/subtype) as a type, anything else as a file name.',
      },
    },
    required: ['query'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      kind: { type: 'string', enum: ['extension', 'type'], description: 'How the query was read.' },
      known: { type: 'boolean', description: 'Whether the database knows the extension or type.' },
      mimeType: nullable({ type: 'string' }, { description: 'The MIME type (lower case), null for an unknown extension.' }),
      extensions: { type: 'array', items: { type: 'string' }, description: 'Every extension registered for the type.' },
      defaultExtension: nullable({ type: 'string' }, { description: 'The preferred extension for the type.' }),
      charset: nullable({ type: 'string' }, { description: 'The default charset of the type, if it is text-like.' }),
      contentType: nullable({ type: 'string' }, { description: 'A full Content-Type header value.' }),
    },
    required: ['kind', 'known', 'mimeType', 'extensions', 'defaultExtension', 'charset', 'contentType'],
  },
  examples: [
    {
      inputs: { query: 'photos/holiday.JPG', mode: 'auto' },
      result: {
        kind: 'extension',
        mimeType: 'image/jpeg',
        known: true,
        extensions: ['jpg', 'jpeg', 'jpe'],
        defaultExtension: 'jpg',
        charset: null,
        contentType: 'image/jpeg',
      },
    },
    {
      inputs: { query: 'text/markdown', mode: 'auto' },
      result: {
        kind: 'type',
        mimeType: 'text/markdown',
        known: true,
        extensions: ['md', 'markdown'],
        defaultExtension: 'md',
        charset: 'UTF-8',
        contentType: 'text/markdown; charset=utf-8',
      },
    },
    {
      inputs: { query: 'notes.xyz123', mode: 'extension' },
      result: {
        kind: 'extension',
        known: false,
        mimeType: null,
        extensions: [],
        defaultExtension: null,
        charset: null,
        contentType: null,
      },
    },
  ],
  run({ query, mode }: Inputs) {
    const text = query.trim();
    const asType = text.split(';')[0]!.trim().toLowerCase();
    const looksLikeType = typePattern.test(asType);
    const readAsType = mode === 'type' || (mode === 'auto' && looksLikeType && (mime.extensions[asType] !== undefined || !mime.lookup(text)));
    if (readAsType) {
      if (!looksLikeType) {
        return { kind: 'type' as const, known: false, mimeType: null, extensions: [], defaultExtension: null, charset: null, contentType: null };
      }
      return { kind: 'type' as const, ...describeType(asType) };
    }
    const type = mime.lookup(text);
    if (!type) {
      return { kind: 'extension' as const, known: false, mimeType: null, extensions: [], defaultExtension: null, charset: null, contentType: null };
    }
    return { kind: 'extension' as const, ...describeType(type), known: true };
  },
});
