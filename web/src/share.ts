// Share links: the puzzle (its shape, givens and rules, and its stored id when it has one) and
// optionally the position (values, centre and corner marks, colours) packed into bytes, deflated by the
// browser's CompressionStream and written base64url into the URL's fragment (#s=…). Decoding
// needs no server, so a link opens offline and in a fresh browser; the fragment never reaches a
// server log. The player's id is never part of it.
import type { Rule, Shape } from './board.js';
import { maxRulesBytes, packRules, unpackRules } from './share-rules.js';

export interface SharedPuzzle {
  shape: Shape;
  givens: number[];
  /** The variant rules (absent or empty: classic). */
  rules?: readonly Rule[];
  /** The stored puzzle's id: the game is timed and recorded against it. */
  puzzleId: string | null;
  position: { values: number[]; centre: number[]; corner: number[]; colours: number[] } | null;
}

/** Version 2 adds the rules after everything else (flag 2); version 1 links (no rules) still open. */
const VERSION = 2;
const FLAG_POSITION = 1;
const FLAG_RULES = 2;

/** The link's bytes before compression. */
export function pack(p: SharedPuzzle): Uint8Array {
  const n = p.shape.size;
  const len = n * n;
  const id = new TextEncoder().encode(p.puzzleId ?? '');
  const flags = (p.position ? FLAG_POSITION : 0) | (p.rules?.length ? FLAG_RULES : 0);
  // A classic puzzle's link stays a version 1 link, as before variants.
  const out: number[] = [p.rules?.length ? VERSION : 1, n, p.shape.boxRows, p.shape.boxCols, flags, id.length, ...id];
  for (const v of p.givens) out.push(v);
  if (p.position) {
    const { values, centre, corner, colours } = p.position;
    for (let i = 0; i < len; i++) out.push(p.givens[i] ? 0 : values[i]!);
    for (const masks of [centre, corner]) for (let i = 0; i < len; i++) for (let b = 0; b < 4; b++) out.push((masks[i]! >>> (8 * b)) & 255);
    for (let i = 0; i < len; i++) out.push(colours[i]!);
  }
  if (p.rules?.length) out.push(...packRules(p.rules, p.shape));
  return Uint8Array.from(out);
}

/** The bytes read back; null for anything that is not a well-formed link of a board up to 25×25. */
export function unpack(bytes: Uint8Array): SharedPuzzle | null {
  const [version, n, boxRows, boxCols, flags, idLen] = bytes;
  if ((version !== 1 && version !== VERSION) || !n || !boxRows || !boxCols || n > 25 || boxRows * boxCols !== n || idLen === undefined)
    return null;
  const len = n * n;
  const hasPosition = (flags! & FLAG_POSITION) !== 0;
  const hasRules = version === VERSION && (flags! & FLAG_RULES) !== 0;
  const expected = 6 + idLen + len + (hasPosition ? len * 10 : 0);
  // The rules follow, of their own length: read below, and they must end the link exactly.
  if (hasRules ? bytes.length <= expected : bytes.length !== expected) return null;
  let at = 6;
  const puzzleId = idLen ? new TextDecoder().decode(bytes.subarray(at, at + idLen)) : null;
  at += idLen;
  const take = (k: number) => Array.from(bytes.subarray(at, (at += k)));
  const givens = take(len);
  if (givens.some((v) => v > n)) return null;
  let position: SharedPuzzle['position'] = null;
  if (hasPosition) {
    const values = take(len).map((v, i) => givens[i] || v);
    const masks = () => {
      const raw = take(len * 4);
      return Array.from(
        { length: len },
        (_, i) => (raw[4 * i]! | (raw[4 * i + 1]! << 8) | (raw[4 * i + 2]! << 16) | (raw[4 * i + 3]! << 24)) >>> 0,
      );
    };
    const centre = masks();
    const corner = masks();
    const colours = take(len);
    const limit = 2 ** n;
    if (values.some((v) => v > n) || [...centre, ...corner].some((m) => m >= limit) || colours.some((c) => c > 9)) return null;
    position = { values, centre, corner, colours };
  }
  const shape = { size: n, boxRows, boxCols };
  if (!hasRules) return { shape, givens, puzzleId, position };
  const read = unpackRules(bytes, at, shape);
  if (!read || read.end !== bytes.length) return null;
  return { shape, givens, rules: read.rules, puzzleId, position };
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream));
  return new Uint8Array(await out.arrayBuffer());
}

const toBase64Url = (b: Uint8Array): string =>
  btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (s: string): Uint8Array => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** The text after `#s=`. */
export async function encodeShare(p: SharedPuzzle): Promise<string> {
  return toBase64Url(await through(pack(p), new CompressionStream('deflate-raw')));
}

/** The longest packed link (25×25 with a position, a 255-byte id and the most rules): what inflating may produce at most. */
export const MAX_PACKED = 6 + 255 + 625 * 11 + maxRulesBytes(25);
/** The longest link text: deflate never grows its input by more than a few bytes per 16 KiB block. */
export const MAX_SHARE_TEXT = 4 * Math.ceil((MAX_PACKED + 64) / 3);

/** Inflates at most `max` bytes; null past that (a deflate bomb stops here, not after it has filled memory). */
async function inflateAtMost(bytes: Uint8Array, max: number): Promise<Uint8Array | null> {
  const reader = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const out = new Uint8Array(max);
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return out.slice(0, length);
    if (length + value.length > max) {
      void reader.cancel();
      return null;
    }
    out.set(value, length);
    length += value.length;
  }
}

/** A link's puzzle, or null: text longer than any link is refused before anything is inflated. */
export async function decodeShare(text: string): Promise<SharedPuzzle | null> {
  if (text.length > MAX_SHARE_TEXT) return null;
  try {
    const bytes = await inflateAtMost(fromBase64Url(text), MAX_PACKED);
    return bytes && unpack(bytes);
  } catch {
    return null;
  }
}
