// Board formats and canonical keys over the API: convert, analyzeMany, canonicalKey, puzzleByKey,
// and the Puzzle fields canonicalKey and alreadyStored.
import { decodeBoard, encodeBoard, MAX_FORMAT_TEXT } from '../../engine/codec.js';
import { decodeKey } from '../cost/boards.js';
import type { Resolvers } from '../../generated/graphql.js';
import { inputError, parseBoardInput } from '../board-input.js';
import { badInput, userError } from '../errors.js';
import { wellFormedText } from '../text-input.js';
import { MAX_SOLVE_MANY, batchSizeProblem } from '../cost/batch-limits.js';
import { NO_CANONICAL_KEY } from '../../db/repository.js';

/** Longest key: a 25×25 board's 625 symbols after its shape. */
const MAX_KEY_LENGTH = 640;

export const formatResolvers: Resolvers = {
  Query: {
    convert: (_, { text, from, to, alphabet, boxRows, boxCols }, { decoded }) => {
      if (text.length > MAX_FORMAT_TEXT) throw badInput('text', `at most ${MAX_FORMAT_TEXT} characters, got ${text.length}`);
      const options = { alphabet: alphabet ?? undefined, boxRows, boxCols };
      // Read before any field ran (decoding.ts), priced by its length; written out here, priced by its board.
      const known = decoded.get(decodeKey({ text, format: from ?? null, options }));
      if (known === null) throw userError('LIMIT_EXCEEDED', 'text: the text was not read within its budget', { field: 'text' });
      const read = known ?? decodeBoard(text, from, options);
      const written = read.ok ? encodeBoard(read.value.state, to, options) : read;
      if (read.ok && written.ok) return { from: read.value.format, to, text: written.value, board: read.value.state.board };
      const { error } = written as Extract<typeof written, { ok: false }>;
      const f = error.field;
      // A rule `to` cannot write (field 'rules') is the target's fault, as a shape it cannot hold is.
      const field =
        f === 'text' || f === 'cells'
          ? 'text'
          : f === 'rules'
            ? 'to'
            : f === 'format'
              ? error.code === 'UNSUPPORTED_SHAPE'
                ? 'to'
                : 'from'
              : f;
      throw inputError(error, field === 'box' || field === 'size' ? 'boxRows/boxCols' : field);
    },
    analyzeMany: async (_, { boards }, { compute, decoded }) => {
      if (boards.length < 1 || boards.length > MAX_SOLVE_MANY) {
        throw badInput('boards', `between 1 and ${MAX_SOLVE_MANY} boards, got ${boards.length}`);
      }
      const inputs = boards.map((b, i) => parseBoardInput(b, `boards[${i}]`, decoded));
      const tooMany = batchSizeProblem(inputs);
      if (tooMany) throw badInput('boards', tooMany);
      const outcomes = await compute.analyzeBoards(inputs);
      return outcomes.map((o, i) => ({
        status: o.status,
        analysis: o.status === 'ANALYZED' ? { ...o.analysis, size: inputs[i].shape.size } : null,
        conflicts: o.status === 'CONFLICT' ? o.conflicts : [],
      }));
    },
    canonicalKey: async (_, { board }, { compute, decoded }) => {
      const key = await compute.canonicalKey(parseBoardInput(board, 'board', decoded));
      if (key === null) throw userError('LIMIT_EXCEEDED', 'board: the canonical key ran past its budget', { field: 'board' });
      return key;
    },
    puzzleByKey: async (_, { key }, { repo }) => {
      wellFormedText('key', key);
      if (key.length > MAX_KEY_LENGTH) throw badInput('key', `at most ${MAX_KEY_LENGTH} characters, got ${key.length}`);
      return repo.puzzles.findByKey(key);
    },
  },
  Puzzle: {
    // Computed once when the puzzle was stored, never on read (a page of 43 rows without keys once
    // made 43 pool tasks): '' (out of budget then) and null (a row stored before keys, until
    // `npm run prune` fills it in) both read as null.
    canonicalKey: (p) => (p.canonicalKey === null || p.canonicalKey === NO_CANONICAL_KEY ? null : p.canonicalKey),
    alreadyStored: (p) => p.alreadyStored === true,
  },
};
