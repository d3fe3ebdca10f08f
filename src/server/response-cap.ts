// A cap on the size of any single response. The result is serialised once, when Apollo is about to
// send it: over the cap, the client gets RESPONSE_TOO_LARGE (HTTP 400) instead of the body; under
// it, the same string is what goes out (stringifyResult reads it back, no second serialisation).
import type { ApolloServerPlugin, GraphQLResponse } from '@apollo/server';

type SingleResult = Extract<GraphQLResponse['body'], { kind: 'single' }>['singleResult'];

export interface ResponseCap {
  // Any context: the plugin reads none of it (as limits.ts's plugins).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly plugin: ApolloServerPlugin<any>;
  /** For ApolloServer's `stringifyResult`: compact JSON, the cached string where there is one. */
  readonly stringifyResult: (result: SingleResult) => string;
}

export function responseCap(maxBytes: number): ResponseCap {
  // Keyed by the result's `data` object: Apollo hands stringifyResult a new wrapper around the same
  // data, errors and extensions it passed to willSendResponse.
  const serialised = new WeakMap<object, string>();
  return {
    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse({ response }) {
            if (response.body.kind !== 'single') return;
            const { errors, data, extensions } = response.body.singleResult;
            // A kept answer (stored-answers.ts) is the same frozen data object each time it is sent,
            // without errors or extensions: serialised, and measured under the cap, when it was made.
            if (errors === undefined && extensions === undefined && typeof data === 'object' && data !== null && Object.isFrozen(data)) {
              if (serialised.has(data)) return;
            }
            const text = JSON.stringify({ errors, data, extensions });
            // A UTF-16 unit is at most 3 bytes of UTF-8: most answers need no count of their bytes.
            if (text.length * 3 <= maxBytes || Buffer.byteLength(text) <= maxBytes) {
              if (typeof data === 'object' && data !== null) serialised.set(data, text);
              return;
            }
            response.http.status = 400;
            response.body.singleResult = {
              errors: [
                {
                  message: `response over the ${maxBytes}-byte cap; ask for fewer fields, aliases or items`,
                  extensions: { code: 'RESPONSE_TOO_LARGE', maxResponseBytes: maxBytes },
                },
              ],
            };
          },
        };
      },
    },
    stringifyResult: (result) => {
      const data = result.data;
      const cached = typeof data === 'object' && data !== null ? serialised.get(data) : undefined;
      return cached ?? JSON.stringify(result);
    },
  };
}
