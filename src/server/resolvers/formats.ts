// Board formats and canonical keys over the API: convert, analyzeMany, canonicalKey, puzzleByKey,
// and the Puzzle fields canonicalKey and alreadyStored.
import { convertBoard, MAX_FORMAT_TEXT } from '../../engine/codec.js';
import type { Resolvers } from '../../generated/graphql.js';
import { inputError, parseBoardInput } from '../board-input.js';
import { badInput, userError } from '../errors.js';
import { wellFormedText } from '../text-input.js';
import { storedBoard } from '../stored-boards.js';
import { MAX_SOLVE_MANY } from '../cost/batch-limits.js';

/** Longest key: a 25×25 board's 625 symbols after its shape. */
const MAX_KEY_LENGTH = 640;

export const formatResolvers: Resolvers = {
  Query: {
    convert: (_, { text, from, to, alphabet, boxRows, boxCols }) => {
      if (text.length > MAX_FORMAT_TEXT) throw badInput('text', `at most ${MAX_FORMAT_TEXT} characters, got ${text.length}`);
      const r = convertBoard(text, from, to, { alphabet: alphabet ?? undefined, boxRows, boxCols });
      if (!r.ok) {
        const f = r.error.field;
        // A rule `to` cannot write (field 'rules') is the target's fault, as a shape it cannot hold is.
        const field =
          f === 'text' || f === 'cells'
            ? 'text'
            : f === 'rules'
              ? 'to'
              : f === 'format'
                ? r.error.code === 'UNSUPPORTED_SHAPE'
                  ? 'to'
                  : 'from'
                : f;
        throw inputError(r.error, field === 'box' || field === 'size' ? 'boxRows/boxCols' : field);
      }
      return { from: r.value.from, to: r.value.to, text: r.value.text, board: r.value.state.board };
    },
    analyzeMany: async (_, { boards }, { compute }) => {
      if (boards.length < 1 || boards.length > MAX_SOLVE_MANY) {
        throw badInput('boards', `between 1 and ${MAX_SOLVE_MANY} boards, got ${boards.length}`);
      }
      const inputs = boards.map((b, i) => parseBoardInput(b, `boards[${i}]`));
      const outcomes = await compute.analyzeBoards(inputs);
      return outcomes.map((o, i) => ({
        status: o.status,
        analysis: o.status === 'ANALYZED' ? { ...o.analysis, size: inputs[i].shape.size } : null,
        conflicts: o.status === 'CONFLICT' ? o.conflicts : [],
      }));
    },
    canonicalKey: async (_, { board }, { compute }) => {
      const key = await compute.canonicalKey(parseBoardInput(board));
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
    canonicalKey: async (p, _, { repo, compute }) => {
      if (p.canonicalKey !== null) return p.canonicalKey;
      // A row stored before keys: computed now and stored once, so later lookups find it.
      const key = await compute.canonicalKey(storedBoard(p, p.cells));
      if (key !== null) await repo.puzzles.setKey(p.id, key);
      return key;
    },
    alreadyStored: (p) => p.alreadyStored === true,
  },
};
