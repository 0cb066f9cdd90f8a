// The built web pages (web/build.ts) served from memory: hashed assets cached for good, HTML revalidated by ETag, each
// in the best precompressed form the client accepts, pages under a Content-Security-Policy that allows no inline script.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime-types';
import { etagOf, notModified } from './conditional.ts';
import type { HttpRequest, HttpResponse, HttpRoute } from './types.ts';

interface Representation {
  body: Buffer;
  etag: string;
}

interface StaticFile {
  type: string;
  cacheControl: string;
  identity: Representation;
  gzip: Representation | null;
  br: Representation | null;
  extra: Record<string, string>;
}

/**
 * Scripts only from the origin and never inline; styles may be inline (the API reference and the charts set style
 * attributes); data goes nowhere but the origin.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PAGE_HEADERS = {
  'Content-Security-Policy': PAGE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

async function twin(file: string, suffix: string): Promise<Representation | null> {
  try {
    const body = await readFile(file);
    return { body, etag: etagOf(body, suffix) };
  } catch {
    return null;
  }
}

async function load(file: string, cacheControl: string, extra: Record<string, string>): Promise<StaticFile> {
  const body = await readFile(file);
  return {
    type: mime.contentType(path.extname(file)) || 'application/octet-stream',
    cacheControl,
    identity: { body, etag: etagOf(body) },
    gzip: await twin(`${file}.gz`, '-gz'),
    br: await twin(`${file}.br`, '-br'),
    extra,
  };
}

/** Whether Accept-Encoding lists a coding without refusing it (`;q=0`). */
function accepts(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

function respond(file: StaticFile, req: HttpRequest): HttpResponse {
  const encoding = accepts(req.headers['accept-encoding'], 'br') && file.br ? 'br' : accepts(req.headers['accept-encoding'], 'gzip') && file.gzip ? 'gzip' : null;
  const chosen = encoding === 'br' ? file.br! : encoding === 'gzip' ? file.gzip! : file.identity;
  const headers: Record<string, string> = {
    'Cache-Control': file.cacheControl,
    ETag: chosen.etag,
    Vary: 'Accept-Encoding',
    ...file.extra,
  };
  if (notModified(req.headers['if-none-match'], chosen.etag)) return { status: 304, headers };
  headers['Content-Type'] = file.type;
  if (encoding) headers['Content-Encoding'] = encoding;
  return { status: 200, headers, body: chosen.body, shared: true };
}

/** What web/build.ts writes beside the files: each page's HTML file by route, and every asset by URL path. */
export interface WebManifest {
  pages: Record<string, string>;
  assets: string[];
}

/**
 * Routes for the pages and assets web/build.ts wrote to `dir`; none when it holds no build (say so in the log).
 * `notFound` answers an asset name the build did not write.
 */
export async function staticRoutes(dir: string, notFound: (req: HttpRequest) => HttpResponse): Promise<HttpRoute[] | null> {
  let manifest: WebManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as WebManifest;
  } catch {
    return null;
  }
  const headers = ['accept-encoding', 'if-none-match'];
  const routes: HttpRoute[] = [];
  for (const [route, file] of Object.entries(manifest.pages)) {
    const page = await load(path.join(dir, file), 'no-cache', PAGE_HEADERS);
    routes.push({ method: 'GET', path: route, headers, handle: async (req) => respond(page, req) });
  }
  const assets = new Map<string, StaticFile>();
  for (const asset of manifest.assets) {
    // Content-hashed names: a file never changes under its name, so browsers may keep it for a year without asking.
    assets.set(path.posix.basename(asset), await load(path.join(dir, asset), 'public, max-age=31536000, immutable', { 'X-Content-Type-Options': 'nosniff' }));
  }
  routes.push({
    method: 'GET',
    path: '/assets/:name',
    headers,
    handle: async (req) => {
      const asset = assets.get(req.params.name ?? '');
      return asset ? respond(asset, req) : notFound(req);
    },
  });
  return routes;
}
