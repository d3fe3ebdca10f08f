// Query text over a fixed size is refused before Apollo parses (or caches) it: 413 QUERY_TOO_LARGE.
// The token cap bounds what a document may ask, not its bytes: comments and whitespace are not
// tokens, so without this a 2,000-token document may carry ~100 kB of padding. Every query the web
// page, the CLI and the tests send is a few kB at most; a board belongs in a variable.
import type { RequestHandler } from 'express';

export const QUERY_TOO_LARGE = 'QUERY_TOO_LARGE';

/** The query text of a POST body or GET query string, if it is a string. */
function queryText(req: Parameters<RequestHandler>[0]): string | undefined {
  const fromBody = (req.body as { query?: unknown } | undefined)?.query;
  if (typeof fromBody === 'string') return fromBody;
  const fromUrl = (req.query as Record<string, unknown> | undefined)?.query;
  return typeof fromUrl === 'string' ? fromUrl : undefined;
}

/** Mount after the body parser, before Apollo. `maxBytes` counts UTF-8 bytes. */
export function querySizeLimit(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    const text = queryText(req);
    // A character is at most 3 UTF-8 bytes (4 for a surrogate pair, 2 characters): skip the count
    // when even the worst case fits.
    if (text === undefined || text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) return next();
    res.status(413).json({
      errors: [
        {
          message: `query text over ${maxBytes} bytes; send boards and other data as variables`,
          extensions: { code: QUERY_TOO_LARGE, maxQueryBytes: maxBytes },
        },
      ],
    });
  };
}
