// Discovery documents of the service's MCP servers (the whole catalog's at /mcp, one per category at /mcp/{category}):
// a Server Card for each at `<server url>/server-card` (SEP-2127, the draft's reserved location and media type), the
// domain's MCP Catalog listing them (/.well-known/mcp/catalog.json), and the MCP Registry's server.json, which an
// operator publishes with mcp-publisher. All of them name the servers by the public address (PUBLIC_URL, else Host).
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { ApiError } from '../errors.ts';
import type { HttpRequest } from '../http/types.ts';
import { categories, isCategory, type CategoryId } from '../tools/categories.ts';
import type { ToolRegistry } from '../tools/registry.ts';
import { MCP_PATH } from './mcp.ts';
import { publicBaseOf, type Scheme } from './origin.ts';
import { defineRoute, type Reply, type RouteSpec } from './route.ts';

const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json';
const REGISTRY_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';
const CARD_TYPE = 'application/mcp-server-card+json';
/** Public metadata, the same for every caller: any page may read it (the discovery draft's CORS), caches may keep it. */
const DISCOVERY_HEADERS = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' };

export interface McpCardsDeps {
  registry: ToolRegistry;
  version: string;
  publicUrl: string | null;
  ownScheme: Scheme;
}

/**
 * The host (and port) of a public base (`https://tools.example.com:8443`; '' when the Host header was malformed). Read
 * as text, not with URL: a Host the service accepts (999.999.999.999, a port past 65535) need not be one URL parses.
 */
const hostOf = (base: string): string => (base === '' ? 'localhost' : base.replace(/^[a-z]+:\/\//i, '').replace(/\/.*$/, ''));

/** The registry's reverse-DNS namespace of the public host (tools.example.com → com.example.tools); an address as is. */
function namespaceOf(base: string): string {
  const name = hostOf(base).replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
  return /^[\d.]+$/.test(name) || name.includes(':') ? name.replace(/:/g, '-') : name.split('.').reverse().join('.');
}

export function mcpCardRoutes(deps: McpCardsDeps): RouteSpec[] {
  const countOf = (category: CategoryId | null) =>
    category === null ? deps.registry.size : deps.registry.list().filter((tool) => tool.definition.category === category).length;

  /** What every document says of one server: its name, words, version and where and how to connect. */
  const server = (base: string, category: CategoryId | null) => {
    const path = category === null ? MCP_PATH : `${MCP_PATH}/${category}`;
    return {
      name: `${namespaceOf(base)}/${category === null ? 'tools' : `tools-${category}`}`,
      title: category === null ? 'Tool-execution service' : `Tool-execution service: ${categories[category]}`,
      // At most 100 characters (the registry's limit).
      description:
        category === null
          ? `${countOf(null)} small tools (text, developer, math, finance, dates, units…) as JSON`
          : `${countOf(category)} ${categories[category]} tools of the tool-execution service`,
      version: deps.version,
      websiteUrl: `${base}/`,
      remote: {
        type: 'streamable-http',
        url: `${base}${path}`,
        headers: [
          {
            name: 'x-api-key',
            description: 'An API key of a Pro or Business account (svc_…); `Authorization: Bearer` works too.',
            isRequired: true,
            isSecret: true,
          },
        ],
      },
    };
  };

  const baseOf = (req: HttpRequest) => publicBaseOf(deps.publicUrl, req.headers.host, deps.ownScheme);

  const card = (req: HttpRequest, category: CategoryId | null): Reply => {
    const { remote, ...about } = server(baseOf(req), category);
    const document = { $schema: CARD_SCHEMA, ...about, remotes: [{ ...remote, supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS] }] };
    return { status: 200, json: JSON.stringify(document), headers: { ...DISCOVERY_HEADERS, 'Content-Type': CARD_TYPE } };
  };

  const cardSchema = {
    type: 'object',
    properties: {
      $schema: { type: 'string' },
      name: { type: 'string', description: 'Reverse-DNS namespace of the public host, then tools or tools-{category}.' },
      title: { type: 'string' },
      description: { type: 'string' },
      version: { type: 'string' },
      websiteUrl: { type: 'string' },
      remotes: { type: 'array', items: { type: 'object', additionalProperties: true } },
    },
    required: ['$schema', 'name', 'title', 'description', 'version', 'websiteUrl', 'remotes'],
  };
  const cardRoute = (path: string, summary: string, handle: (req: HttpRequest) => Reply) =>
    defineRoute({
      method: 'GET',
      path,
      tag: 'mcp',
      summary,
      description:
        "The MCP Server Card (SEP-2127 draft: the server's name, version and how to connect) at the location the draft " +
        'reserves, `<server url>/server-card`. Links use PUBLIC_URL, else the Host header.',
      auth: 'public',
      reads: ['host'],
      responses: { 200: { description: 'The Server Card.', content: { [CARD_TYPE]: cardSchema } } },
      errors: path.includes(':category') ? ['not_found'] : [],
      handle: async ({ req }) => handle(req),
    });

  return [
    cardRoute(`${MCP_PATH}/server-card`, 'The Server Card of the whole MCP server', (req) => card(req, null)),
    cardRoute(`${MCP_PATH}/:category/server-card`, "The Server Card of one category's MCP server", (req) => {
      const category = req.params.category!;
      if (!isCategory(category)) throw new ApiError('not_found', `No MCP server has the category "${category.slice(0, 40)}".`);
      return card(req, category);
    }),
    defineRoute({
      method: 'GET',
      path: '/.well-known/mcp/catalog.json',
      tag: 'mcp',
      summary: "The domain's MCP Catalog: every MCP server of the service, with its Server Card",
      description: 'The whole catalog\'s server (/mcp) first, then one per category (/mcp/{category}), for clients that take few tools.',
      auth: 'public',
      reads: ['host'],
      responses: {
        200: {
          description: '`{specVersion, entries: [{identifier, displayName, type, url}]}` (the MCP discovery draft).',
          schema: {
            type: 'object',
            properties: {
              specVersion: { type: 'string' },
              entries: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { identifier: { type: 'string' }, displayName: { type: 'string' }, type: { type: 'string' }, url: { type: 'string' } },
                  required: ['identifier', 'displayName', 'type', 'url'],
                },
              },
            },
            required: ['specVersion', 'entries'],
          },
        },
      },
      errors: [],
      async handle({ req }) {
        const base = baseOf(req);
        const host = hostOf(base);
        const entries = [null, ...deps.registry.categoryCounts().map(({ id }) => id)].map((category) => {
          const { name, title, remote } = server(base, category);
          return { identifier: `urn:air:${host}:${name.split('/')[1]}`, displayName: title, type: CARD_TYPE, url: `${remote.url}/server-card` };
        });
        return { status: 200, data: { specVersion: 'draft', entries }, headers: DISCOVERY_HEADERS };
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${MCP_PATH}/server.json`,
      tag: 'mcp',
      summary: "The MCP Registry's server.json for this service (publish it with mcp-publisher)",
      description:
        "The whole catalog's server as the MCP Registry describes a remote server (schema 2025-12-11): its reverse-DNS name " +
        'from the public host (publish under DNS or HTTP authentication of that domain), and the streamable-http remote ' +
        'with its API-key header. Links use PUBLIC_URL, else the Host header.',
      auth: 'public',
      reads: ['host'],
      responses: { 200: { description: 'server.json.', schema: { ...cardSchema, required: cardSchema.required } } },
      errors: [],
      async handle({ req }) {
        const { remote, ...about } = server(baseOf(req), null);
        return { status: 200, json: JSON.stringify({ $schema: REGISTRY_SCHEMA, ...about, remotes: [remote] }), headers: DISCOVERY_HEADERS };
      },
    }),
  ];
}
