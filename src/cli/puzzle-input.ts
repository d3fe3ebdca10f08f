// The puzzles of a CLI input in any board format: one per line for the line formats (comments and
// blank lines kept, so output can follow the input), or the whole input as one puzzle for the
// formats that span lines (SDK, SS).
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

/**
 * The decoded board, or for a caller that plays classic boards only (every command but convert, for
 * now), a board with rules refused by its first rule's kind rather than played without them.
 */
function decode(
  text: string,
  format: BoardFormat | undefined,
  options: FormatOptions,
  keepRules: boolean,
): Result<DecodedBoard, ParseError> {
  const d = decodeBoard(text, format, options);
  const rule = d.ok ? d.value.state.board.rules?.[0] : undefined;
  if (!rule || keepRules) return d;
  const message = `the puzzle has a ${rule.kind} rule: this command reads classic puzzles only`;
  return { ok: false, error: { code: 'UNSUPPORTED_RULE', field: 'text', rule: 0, kind: rule.kind, message } };
}

/** The input's lines as puzzles, comments and blanks; `format` undefined: detected per puzzle. */
export function puzzleLines(text: string, format: BoardFormat | undefined, options: FormatOptions, keepRules = false): InputLine[] {
  const whole = format !== undefined ? BLOCK_FORMATS.has(format) : isBlock(text);
  if (whole) return [{ kind: 'puzzle', line: 1, text, decoded: decode(text, format, options, keepRules) }];
  const out: InputLine[] = [];
  const lines = text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  lines.forEach((raw, i) => {
    const t = raw.replace(/\r$/, '').trim();
    const line = i + 1;
    if (t === '') out.push({ kind: 'blank', line, text: raw.replace(/\r$/, '') });
    else if (t.startsWith('#')) out.push({ kind: 'comment', line, text: raw.replace(/\r$/, '') });
    else out.push({ kind: 'puzzle', line, text: t, decoded: decode(t, format, options, keepRules) });
  });
  return out;
}

/** Input with no format named: one SDK / SS puzzle when it spans lines and reads as one, else lines. */
function isBlock(text: string): boolean {
  const body = text.split('\n').filter((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  if (body.length < 2) return false;
  const d = decodeBoard(text);
  return d.ok && BLOCK_FORMATS.has(d.value.format);
}
