// The cost module's Apollo plugin: once the operation and its variables are known and before any
// resolver runs, the operation is priced once (price.ts, answer.ts) and then, in this order,
// - a mutation whose answer could pass the response cap is refused: RESPONSE_TOO_LARGE (HTTP 400);
// - an operation over the board work allowed is refused whole: COST_LIMIT_EXCEEDED (HTTP 400);
// - the rest is handed to the main thread's admission (admission.ts), which may answer SERVER_BUSY.
// A refused operation draws nothing from the admission.
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type OperationDefinitionNode } from 'graphql';
import type { Priced } from './admission.js';
import { mutationAnswerBytes, type SchemaShape } from './answer.js';
import { priceWork, type WorkPrice } from './price.js';
import { documentWalk, effectiveVariables } from './walk.js';
import type { Decoded, DecodeRequest } from './boards.js';

export interface CostLimits {
  /** Board work per operation. */
  readonly maxBoardWork: number;
  /** Bytes of one serialised response (a mutation's answer is bounded before it runs). */
  readonly maxResponseBytes: number;
}

export function boardWorkExceeded(max: number): GraphQLError {
  return new GraphQLError(
    `board work over the ${max} allowed per operation (validate, hint and solve cost N² of their board, candidates N³, ` +
      "validate's conflicts 11 a cell, a history page first × its row); send fewer or smaller boards or pages",
    { extensions: { code: 'COST_LIMIT_EXCEEDED', maxBoardWork: max, http: { status: 400 } } },
  );
}

export function answerTooLarge(max: number, estimated: number): GraphQLError {
  return new GraphQLError(
    `this mutation's answer could reach ${estimated} bytes, over the ${max}-byte cap; ` +
      'nothing was run or stored: ask for fewer fields or boards',
    { extensions: { code: 'RESPONSE_TOO_LARGE', maxResponseBytes: max, estimatedBytes: estimated, http: { status: 400 } } },
  );
}

interface OperationPrice extends WorkPrice {
  /** A mutation's answer in bytes, at most (0 for a query). */
  readonly answerBytes: number;
}

/**
 * Decodes an operation's texts (on the pool or the main thread, as each request says) and answers
 * them by key; a refusal (the pool busy) throws. Its results stay with the request for the resolvers.
 */
export type DecodeHook = (contextValue: unknown, requests: readonly DecodeRequest[]) => Promise<Decoded>;

// Any context: the plugin reads none of it but the admission's client (admissionHook) and hands it to `decode`.
export function costPlugin(
  limits: CostLimits,
  onPriced?: (contextValue: unknown, priced: Priced) => void,
  decode?: DecodeHook,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): ApolloServerPlugin<any> {
  // An operation that declares no variables prices the same every time, and Apollo hands every
  // request of the same text the same parsed document (document-cache.ts): its price is kept with it.
  const fixed = new WeakMap<OperationDefinitionNode, OperationPrice>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, request, schema, contextValue }) {
          if (!operation) return;
          const constant = (operation.variableDefinitions?.length ?? 0) === 0;
          let price = constant ? fixed.get(operation) : undefined;
          const variables = effectiveVariables(operation, (request.variables ?? {}) as Record<string, unknown>);
          const priced = (decoded?: Decoded): OperationPrice => {
            const walk = documentWalk(document, variables, decoded);
            const answerBytes =
              operation.operation === 'mutation' ? mutationAnswerBytes(operation, schema as unknown as SchemaShape, walk) : 0;
            return { ...priceWork(operation, walk, limits.maxBoardWork), answerBytes };
          };
          if (price === undefined) {
            price = priced();
            if (constant && price.decodes.length === 0) fixed.set(operation, price);
          }
          if (price.decodes.length > 0 && decode) {
            // Texts in a format: each decoded once, priced by its length before it runs (a board
            // not yet decoded weighs nothing, its answer is bounded as a 25×25's); then every board
            // is weighed by the board it decoded to, and all is decided again, before any field runs.
            if (price.work > limits.maxBoardWork) throw boardWorkExceeded(limits.maxBoardWork);
            price = priced(await decode(contextValue, price.decodes));
          }
          if (price.answerBytes > limits.maxResponseBytes) throw answerTooLarge(limits.maxResponseBytes, Math.ceil(price.answerBytes));
          if (price.work > limits.maxBoardWork) throw boardWorkExceeded(limits.maxBoardWork);
          onPriced?.(contextValue, { work: price.main });
        },
      };
    },
  };
}
