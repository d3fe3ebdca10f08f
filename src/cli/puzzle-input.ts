// The puzzles of a CLI input in any board format, with their rules: one per line for the line
// formats (comments and blank lines kept, so output can follow the input; an f-puzzles JSON is one
// line too), or blocks of lines separated by blank lines for the formats that span lines (SDK, SS):
// a file `convert --to sdk` wrote with several puzzles reads back puzzle by puzzle.
import { readFileSync } from 'node:fs';
import { BOARD_FORMATS, decodeBoard, formatNamed, type BoardFormat, type DecodedBoard, type FormatOptions } from '../engine/codec.js';
import type { ParseError, Result } from '../engine/index.js';
import type { ParsedArgs } from './args.js';

export type InputLine =
  | { readonly kind: 'blank' | 'comment'; readonly line: number; readonly text: string }
  | { readonly kind: 'puzzle'; readonly line: number; readonly text: string; readonly decoded: Result<DecodedBoard, ParseError> };

const BLOCK_FORMATS: ReadonlySet<BoardFormat> = new Set(['SDK', 'SS']);

/** `--NAME F` as a format, undefined when absent. */
export function formatFlag(args: ParsedArgs, name: string): BoardFormat | undefined | Error {
  const v = args.flags.get(name);
  if (v === undefined) return undefined;
  const f = typeof v === 'string' ? formatNamed(v) : undefined;
  return f ?? new Error(`--${name} must be one of ${BOARD_FORMATS.map((b) => b.toLowerCase()).join(', ')}; got '${v}'`);
}

/** Text without the byte order mark an editor may write first (U+FEFF is no cell). */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

const BOM_BYTES = [0xef, 0xbb, 0xbf];

/** Byte pieces without a leading UTF-8 byte order mark (held back until three bytes have come). */
export async function* withoutBytesBom(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let head: Buffer | null = Buffer.alloc(0);
  for await (const piece of pieces) {
    if (head === null) {
      yield piece;
      continue;
    }
    head = Buffer.concat([head, piece]);
    if (head.length < BOM_BYTES.length && BOM_BYTES.slice(0, head.length).every((b, i) => head![i] === b)) continue;
    const bom = head.length >= BOM_BYTES.length && BOM_BYTES.every((b, i) => head![i] === b);
    const first: Buffer = bom ? head.subarray(BOM_BYTES.length) : head;
    head = null;
    if (first.length > 0) yield first;
  }
  if (head !== null && head.length > 0 && !BOM_BYTES.slice(0, head.length).every((b, i) => head![i] === b)) yield head;
}

/** The whole input (a file or standard input) as text, or the reason it cannot be read. */
export function readInput(file: string): string | Error {
  try {
    return withoutBom(readFileSync(file === '-' ? 0 : file, 'utf8'));
  } catch (e) {
    return new Error(`cannot read '${file}': ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
  }
}

const isBlank = (line: string) => line.trim() === '';
const isComment = (line: string) => line.trim().startsWith('#');

/** The input's lines as puzzles, comments and blanks; `format` undefined: detected per puzzle. */
export function puzzleLines(text: string, format: BoardFormat | undefined, options: FormatOptions): InputLine[] {
  const blocks = format !== undefined ? BLOCK_FORMATS.has(format) : isBlockInput(text);
  if (blocks) return puzzleBlocks(text, format, options);
  const out: InputLine[] = [];
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  lines.forEach((raw, i) => {
    const t = raw.replace(/\r$/, '').trim();
    const line = i + 1;
    if (t === '') out.push({ kind: 'blank', line, text: raw.replace(/\r$/, '') });
    else if (t.startsWith('#')) out.push({ kind: 'comment', line, text: raw.replace(/\r$/, '') });
    else out.push({ kind: 'puzzle', line, text: t, decoded: decodeBoard(t, format, options) });
  });
  return out;
}

interface Block {
  /** The block's first line, from 1. */
  readonly line: number;
  readonly lines: string[];
}

/**
 * Runs of lines between blank lines. A block that opens with `[State]` belongs to the puzzle before
 * it (an .sdk file may leave a blank line between its sections).
 */
function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((raw, i) => {
    const l = raw.replace(/\r$/, '');
    if (isBlank(l)) {
      current = null;
      return;
    }
    if (current === null) {
      const previous = blocks[blocks.length - 1];
      if (previous && /^\s*\[state\]/i.test(l)) current = previous;
      else blocks.push((current = { line: i + 1, lines: [] }));
    }
    current.lines.push(l);
  });
  return blocks;
}

/**
 * Input with no format named is read in blocks when its first puzzle spans lines and reads as an
 * SDK or SS puzzle (only that block is decoded to decide).
 */
export function isBlockInput(text: string): boolean {
  const first = splitBlocks(text).find((b) => b.lines.some((l) => !isComment(l)));
  if (!first || first.lines.filter((l) => !isComment(l)).length < 2) return false;
  const d = decodeBoard(first.lines.join('\n'));
  return d.ok && BLOCK_FORMATS.has(d.value.format);
}

/** Each block a puzzle (its `#` lines are an .sdk's headers); a block of `#` lines alone is comments. */
function puzzleBlocks(text: string, format: BoardFormat | undefined, options: FormatOptions): InputLine[] {
  const out: InputLine[] = [];
  for (const b of splitBlocks(text)) {
    if (b.lines.every(isComment)) {
      b.lines.forEach((l, k) => out.push({ kind: 'comment', line: b.line + k, text: l }));
      continue;
    }
    const body = b.lines.join('\n');
    out.push({ kind: 'puzzle', line: b.line, text: body, decoded: decodeBoard(body, format, options) });
  }
  return out;
}
