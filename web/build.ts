// Builds the web pages (dashboard, research portal, API reference) into static files the service serves as they are:
// content-hashed assets with gzip and brotli twins, one HTML file per page, and a manifest naming both.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import * as esbuild from 'esbuild';
import type { WebManifest } from '../src/http/static.ts';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

/** What a page is: the address it is served at, its title and its script (from web/pages). */
interface Page {
  route: string;
  title: string;
  entry: string;
  /** Scripts shipped in npm packages, loaded before the page's own: [package, file beside the package's entry]. */
  vendor?: Array<[string, string]>;
}

export const PAGES: readonly Page[] = [
  { route: '/', title: 'Dashboard', entry: 'dashboard.tsx' },
  { route: '/research', title: 'Research portal', entry: 'research.tsx' },
  { route: '/research/baseline', title: 'Compliance baseline', entry: 'baseline.tsx' },
  { route: '/docs', title: 'API reference', entry: 'docs.ts', vendor: [['@scalar/api-reference', 'browser/standalone.js']] },
];


const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url').slice(0, 12);

/**
 * Writes a file and its precompressed twins (served by Accept-Encoding; the big API-reference bundle gets brotli 9).
 * Returns the gzip size.
 */
async function emit(outDir: string, name: string, bytes: Uint8Array): Promise<number> {
  const file = path.join(outDir, name);
  const quality = bytes.byteLength > 512 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY;
  const [gz, br] = await Promise.all([
    gzipAsync(bytes, { level: 9 }),
    brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } }),
  ]);
  await Promise.all([writeFile(file, bytes), writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
  return gz.byteLength;
}

type Outputs = esbuild.Metafile['outputs'];

/** A page's script and every chunk it imports statically: all that loads before it runs (dynamic imports load later). */
function staticClosure(outputs: Outputs, start: string): string[] {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const dependency of outputs[queue.pop()!]?.imports ?? []) {
      if (dependency.kind !== 'import-statement' || dependency.external || seen.has(dependency.path)) continue;
      seen.add(dependency.path);
      queue.push(dependency.path);
    }
  }
  return [...seen];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function html(page: Page, scripts: string[], preloads: string[], styles: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`${page.title} · Tool & research service`)}</title>`,
    '<link rel="icon" href="data:,">',
    ...styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    ...scripts.map((src) => `<script type="module" src="${src}"></script>`),
    '</head>',
    '<body><div id="app"></div></body>',
    '</html>',
    '',
  ].join('\n');
}

export interface WebBuild {
  manifest: WebManifest;
  /** Per page, the gzip bytes of the JavaScript it loads before it runs (the dashboard's budget is 50 KB). */
  scriptGzipBytes: Record<string, number>;
}

export async function buildWeb(outDir: string, options: { minify?: boolean } = {}): Promise<WebBuild> {
  await rm(outDir, { recursive: true, force: true });
  const assetsDir = path.join(outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });

  const result = await esbuild.build({
    entryPoints: PAGES.map((page) => path.join(webRoot, 'pages', page.entry)),
    outdir: assetsDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    minify: options.minify ?? true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    write: false,
    legalComments: 'none',
    logLevel: 'silent',
  });

  const assets: string[] = [];
  const gzipBytes = new Map<string, number>();
  await Promise.all(
    result.outputFiles.map(async (file) => {
      const name = path.basename(file.path);
      assets.push(`/assets/${name}`);
      gzipBytes.set(name, await emit(assetsDir, name, file.contents));
    }),
  );

  const require = createRequire(pathToFileURL(path.join(webRoot, 'build.ts')));
  const pages: Record<string, string> = {};
  const scriptGzipBytes: Record<string, number> = {};
  for (const page of PAGES) {
    const entry = path.relative(process.cwd(), path.join(webRoot, 'pages', page.entry)).split(path.sep).join('/');
    const [output, meta] = Object.entries(result.metafile.outputs).find(([, out]) => out.entryPoint === entry) ?? [];
    if (!output || !meta) throw new Error(`esbuild produced no output for ${entry}`);
    const vendor: string[] = [];
    for (const [pkg, file] of page.vendor ?? []) {
      // The package exports no path to its browser bundle: it sits beside the entry file.
      const bytes = await readFile(path.join(path.dirname(require.resolve(pkg)), file));
      const name = `${pkg.split('/').pop()}-${path.basename(file, '.js')}-${contentHash(bytes)}.js`;
      if (!assets.includes(`/assets/${name}`)) {
        assets.push(`/assets/${name}`);
        gzipBytes.set(name, await emit(assetsDir, name, bytes));
      }
      vendor.push(`/assets/${name}`);
    }
    const styles = meta.cssBundle ? [`/assets/${path.basename(meta.cssBundle)}`] : [];
    const file = `${page.route === '/' ? 'index' : page.route.slice(1).replaceAll('/', '-')}.html`;
    const chunks = staticClosure(result.metafile.outputs, output).slice(1).map((chunk) => `/assets/${path.basename(chunk)}`);
    const scripts = [...vendor, `/assets/${path.basename(output)}`];
    await writeFile(path.join(outDir, file), html(page, scripts, chunks, styles));
    pages[page.route] = file;
    scriptGzipBytes[page.route] = [...scripts, ...chunks].reduce((sum, script) => sum + gzipBytes.get(path.posix.basename(script))!, 0);
  }

  const manifest: WebManifest = { pages, assets: assets.sort() };
  await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, scriptGzipBytes };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? path.join(webRoot, '..', 'dist', 'web'));
  const started = performance.now();
  const { manifest, scriptGzipBytes } = await buildWeb(outDir);
  const sizes = Object.entries(scriptGzipBytes).map(([route, bytes]) => `${route} ${(bytes / 1024).toFixed(1)} KB`);
  console.log(`web: ${manifest.assets.length} assets in ${outDir} (${Math.round(performance.now() - started)} ms); JavaScript per page, gzip: ${sizes.join(', ')}`);
}
