// Refusals answered late (the cheap query's p99 beside each attack). A client that sends refused
// work back to back (SERVER_BUSY, a board-work or answer-size refusal) had each refusal
// answered at once, so it sent the next at once: four such clients kept four requests queued on
// the event loop, and every other request waited behind them. Holding each refusal's answer for
// `ms` (a timer, no work) paces a client that ignores Retry-After to one refusal per `ms` per
// connection, and costs a client that honours it nothing it would not wait anyway.
import type { ApolloServerPlugin } from '@apollo/server';

/** Codes of refusals that say "too much": the same request is refused again if resent at once. */
const PACED: ReadonlySet<unknown> = new Set(['SERVER_BUSY', 'COST_LIMIT_EXCEEDED', 'RESPONSE_TOO_LARGE']);

// Any context: the plugin reads none of it (as limits.ts's plugins).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function refusalDelay(ms: number): ApolloServerPlugin<any> {
  return {
    async requestDidStart() {
      if (ms <= 0) return {};
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors;
          if (response.body.singleResult.data == null && errors?.some((e) => PACED.has(e.extensions?.code))) {
            await new Promise((resolve) => setTimeout(resolve, ms));
          }
        },
      };
    },
  };
}
