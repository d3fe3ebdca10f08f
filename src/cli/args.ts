// Command-line arguments: a tiny parser so the tool starts with no dependency to load.
import type { Alphabet } from '../engine/codec.js';

/** A usage error's message, a failure's exit status (its reason already on stderr), or nothing: done. */
export type CommandResult = string | { readonly exit: number } | undefined;

export interface ParsedArgs {
  readonly positional: string[];
  readonly flags: Map<string, string | true>;
}

/** Flags that take a value; every other `--flag` is a switch. */
const VALUED = new Set([
  'box',
  'max-nodes',
  'timeout-ms',
  'size',
  'difficulty',
  'count',
  'seed',
  'alphabet',
  'symmetry',
  'pattern',
  'min-score',
  'max-score',
  'technique',
  'format',
  'from',
  'to',
  'filter',
  'threads',
  'variant',
]);

export function parseArgs(argv: readonly string[]): { ok: true; value: ParsedArgs } | { ok: false; error: string } {
  const positional: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-' || !a.startsWith('-')) {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    if (!a.startsWith('--') || name === '') return { ok: false, error: `unknown option '${a}'` };
    if (VALUED.has(name)) {
      const value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
      if (value === undefined) return { ok: false, error: `--${name} needs a value` };
      flags.set(name, value);
    } else {
      if (eq >= 0) return { ok: false, error: `--${name} takes no value` };
      flags.set(name, true);
    }
  }
  return { ok: true, value: { positional, flags } };
}

/** A positive whole number flag, or undefined when absent. */
export function intFlag(args: ParsedArgs, name: string, min = 1): number | undefined | Error {
  const v = args.flags.get(name);
  if (v === undefined) return undefined;
  if (v === true || !/^\d+$/.test(v) || Number(v) < min) return new Error(`--${name} must be a whole number ≥ ${min}, got '${v}'`);
  return Number(v);
}

/** `--box RxC` → [r, c]. */
export function boxFlag(args: ParsedArgs): { boxRows?: number; boxCols?: number } | Error {
  const v = args.flags.get('box');
  if (v === undefined) return {};
  const m = typeof v === 'string' ? /^(\d+)[xX×](\d+)$/.exec(v) : null;
  if (!m) return new Error(`--box must look like RxC (e.g. 3x4), got '${v}'`);
  return { boxRows: Number(m[1]), boxCols: Number(m[2]) };
}

/** `--max-nodes K` and `--timeout-ms T`: the engine's work budget, each undefined when absent. */
export function budgetFlags(args: ParsedArgs): { maxNodes?: number; deadlineMs?: number } | Error {
  const maxNodes = intFlag(args, 'max-nodes');
  if (maxNodes instanceof Error) return maxNodes;
  const deadlineMs = intFlag(args, 'timeout-ms');
  if (deadlineMs instanceof Error) return deadlineMs;
  return { maxNodes, deadlineMs };
}

export function checkFlags(args: ParsedArgs, allowed: readonly string[]): Error | undefined {
  for (const name of args.flags.keys()) {
    if (!allowed.includes(name)) return new Error(`unknown option '--${name}'`);
  }
  return undefined;
}

const ALPHABET_NAMES: Readonly<Record<string, Alphabet>> = {
  digits: 'DIGITS_LETTERS',
  digits_letters: 'DIGITS_LETTERS',
  hex: 'HEX',
  letters: 'LETTERS',
};

/** `--alphabet digits|hex|letters` (the API's enum names work too); digits when absent. */
export function alphabetFlag(args: ParsedArgs): Alphabet | Error {
  const v = args.flags.get('alphabet');
  if (v === undefined) return 'DIGITS_LETTERS';
  const a = typeof v === 'string' ? ALPHABET_NAMES[v.toLowerCase()] : undefined;
  return a ?? new Error(`--alphabet must be digits, hex or letters, got '${v}'`);
}
