// The one bridge between the service's plain HTTP objects and web-standard Request/Response (for libraries written
// against the Fetch API, such as the MCP SDK's transport). Pure conversion: no sockets, nothing read off the wire.
import { newRecord, type HttpRequest, type HttpResponse } from './types.ts';

/**
 * Response headers uWS writes itself: written again by hand they would be sent twice (or contradict the chunked
 * encoding of a stream).
 */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The request as a web-standard Request with the headers the route read (HttpRequest only carries those). `origin`
 * only completes the URL: Request needs an absolute one. GET has no body.
 */
export function toWebRequest(req: HttpRequest, body?: Uint8Array | string | null, origin = 'http://localhost'): Request {
  const headers = new Headers();
  for (const name of Object.keys(req.headers)) {
    const value = req.headers[name];
    if (value === undefined) continue;
    try {
      headers.set(name, value);
    } catch {
      // A value the Fetch API refuses (control characters) is dropped, as if absent, rather than failing the request.
    }
  }
  const url = `${origin}${req.path}${req.query ? `?${req.query}` : ''}`;
  return new Request(url, { method: req.method, headers, body: req.method === 'GET' ? null : (body ?? null) });
}

/**
 * A web Response as the service's HttpResponse: header names in lowercase, a JSON or other finite body read whole,
 * and an event stream (SSE) passed through chunk by chunk.
 */
export async function fromWebResponse(response: Response): Promise<HttpResponse> {
  const headers = newRecord<string>();
  response.headers.forEach((value, name) => {
    if (!hopByHop.has(name)) headers[name] = value;
  });
  const { status, body } = response;
  if (body === null) return { status, headers };
  if (/^\s*text\/event-stream\b/i.test(headers['content-type'] ?? '')) return { status, headers, stream: body };
  return { status, headers, body: new Uint8Array(await response.arrayBuffer()) };
}
