import { STATUS_CODES } from 'node:http';
import { ToolError, defineTool } from '../define.ts';

/** One line per status code Node.js knows, saying when a server sends it. */
const descriptions: Record<number, string> = {
  100: 'The request headers were received; the client should go on sending the body.',
  101: 'The server is switching to the protocol named in the Upgrade header (e.g. WebSocket).',
  102: 'WebDAV: the server has accepted the request and is still processing it.',
  103: 'Preliminary headers (typically Link preloads) sent before the final response.',
  200: 'The request succeeded; the body holds the result.',
  201: 'The request succeeded and created a resource, usually named in the Location header.',
  202: 'The request was accepted for processing, which has not finished yet.',
  203: 'Success, but the payload was modified by a transforming proxy.',
  204: 'The request succeeded and there is no body to send.',
  205: 'The request succeeded; the client should reset the document view (e.g. clear a form).',
  206: 'Only the byte ranges asked for with a Range header are sent.',
  207: 'WebDAV: the body holds separate status codes for several resources.',
  208: 'WebDAV: members of this binding were already listed earlier in the response.',
  226: 'The server fulfilled a GET with instance manipulations applied (delta encoding).',
  300: 'Several representations are available; the client or user should choose one.',
  301: 'The resource has a new permanent URL (Location); clients may change POST to GET when following.',
  302: 'The resource is temporarily at another URL (Location); clients may change POST to GET.',
  303: 'The result is at another URL, which the client should fetch with GET (e.g. after a form POST).',
  304: 'The cached copy is still valid (conditional request); no body is sent.',
  305: 'Deprecated: the resource must be accessed through the given proxy.',
  307: 'The resource is temporarily at another URL; repeat the request there with the same method and body.',
  308: 'The resource has a new permanent URL; repeat the request there with the same method and body.',
  400: 'The server cannot process the request because it is malformed (syntax, framing or invalid parameters).',
  401: 'Authentication is required or has failed; see the WWW-Authenticate header.',
  402: 'Reserved for future use; some APIs use it when payment or a paid plan is needed.',
  403: 'The server understood the request but refuses to authorise it.',
  404: 'The server has no resource at this URL (or will not reveal that it has).',
  405: 'The resource does not support this HTTP method; the Allow header lists the ones it does.',
  406: 'No representation matches the Accept headers of the request.',
  407: 'The client must first authenticate with the proxy (Proxy-Authenticate).',
  408: 'The server gave up waiting for the client to finish sending the request.',
  409: 'The request conflicts with the current state of the resource (e.g. an edit conflict).',
  410: 'The resource was removed on purpose and will not come back.',
  411: 'The request needs a Content-Length header.',
  412: 'A precondition in the request headers (e.g. If-Match) did not hold.',
  413: 'The request body is larger than the server will accept.',
  414: 'The URL is longer than the server will interpret.',
  415: 'The body is in a media type (Content-Type) the resource does not support.',
  416: 'The requested Range lies outside the resource.',
  417: 'The server cannot meet the requirement of the Expect header.',
  418: "April Fools' joke from RFC 2324: the server is a teapot and refuses to brew coffee.",
  421: 'The request reached a server that cannot produce a response for this scheme and host.',
  422: 'The request is well-formed but its content cannot be processed (semantic errors).',
  423: 'WebDAV: the resource is locked.',
  424: 'WebDAV: the request failed because an action it depended on failed.',
  425: 'The server will not process a request that might be replayed (TLS early data).',
  426: 'The client must switch to another protocol, named in the Upgrade header.',
  428: 'The server requires the request to be conditional (e.g. carry If-Match) to avoid lost updates.',
  429: 'The client sent too many requests in a given time (rate limiting); see Retry-After.',
  431: 'The request headers, or one of them, are too large.',
  451: 'The resource cannot be provided for legal reasons (e.g. censorship or a court order).',
  500: 'The server hit an unexpected condition that kept it from fulfilling the request.',
  501: 'The server does not support the functionality (e.g. the method) needed for the request.',
  502: 'A gateway or proxy received an invalid response from the upstream server.',
  503: 'The server is temporarily unable to handle the request (overload or maintenance); see Retry-After.',
  504: 'A gateway or proxy did not get a response from the upstream server in time.',
  505: 'The server does not support the HTTP version of the request.',
  506: 'Content negotiation is misconfigured: the chosen variant itself negotiates.',
  507: 'WebDAV: the server cannot store what is needed to complete the request.',
  508: 'WebDAV: the server detected an infinite loop while processing the request.',
  509: 'Non-standard (Apache/cPanel): the site exceeded its bandwidth allowance.',
  510: 'Further extensions to the request are required for the server to fulfil it.',
  511: 'The client must authenticate to gain network access (captive portals).',
};

const classes: Record<number, string> = {
  1: 'Informational',
  2: 'Success',
  3: 'Redirection',
  4: 'Client error',
  5: 'Server error',
};

export default defineTool({
  slug: 'http-status-lookup',
  name: 'HTTP status code lookup',
  category: 'developer',
  description:
    'Looks up an HTTP status code: its reason phrase, its class (informational, success, redirection, client or server error) and when a server sends it.',
  inputSchema: {
    type: 'object',
    properties: { code: { type: 'integer', minimum: 100, maximum: 599, description: 'The status code, e.g. 404.' } },
    required: ['code'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      name: { type: 'string', description: 'The reason phrase, e.g. "Not Found".' },
      class: { type: 'string', description: 'Informational, Success, Redirection, Client error or Server error.' },
      classRange: { type: 'string', description: 'The class as 1xx–5xx.' },
      description: { type: 'string', description: 'When the status is used.' },
    },
    required: ['code', 'name', 'class', 'classRange', 'description'],
  },
  examples: [
    {
      inputs: { code: 404 },
      result: {
        code: 404,
        name: 'Not Found',
        class: 'Client error',
        classRange: '4xx',
        description: 'The server has no resource at this URL (or will not reveal that it has).',
      },
    },
    {
      inputs: { code: 308 },
      result: {
        code: 308,
        name: 'Permanent Redirect',
        class: 'Redirection',
        classRange: '3xx',
        description: 'The resource has a new permanent URL; repeat the request there with the same method and body.',
      },
    },
  ],
  run({ code }: { code: number }) {
    const name = STATUS_CODES[code];
    const description = descriptions[code];
    if (name === undefined || description === undefined) {
      throw new ToolError(`${code} is not a registered HTTP status code.`);
    }
    const group = Math.floor(code / 100);
    return { code, name, class: classes[group]!, classRange: `${group}xx`, description };
  },
});
