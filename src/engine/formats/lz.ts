// The LZ-based compression that f-puzzles and SudokuPad put in their links (the layout the npm
// package lz-string calls compressToBase64 / decompressFromBase64): an LZW variant whose codes grow
// from 2 bits, written least significant bit first, six bits per base-64 character. Written here so
// the engine stays free of packages; test/engine/formats checks it against lz-string itself.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const REVERSE = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) REVERSE[BASE64.charCodeAt(i)] = i;

/** Text → base-64 characters (padded with '=' to a multiple of 4). */
export function compressToBase64(text: string): string {
  const out: string[] = [];
  let acc = 0;
  let filled = 0;
  const put = (value: number, bits: number) => {
    for (let i = 0; i < bits; i++) {
      acc = (acc << 1) | (value & 1);
      value >>= 1;
      if (++filled === 6) {
        out.push(BASE64[acc]);
        acc = 0;
        filled = 0;
      }
    }
  };
  const dict = new Map<string, number>();
  const fresh = new Set<string>();
  let size = 3;
  let bits = 2;
  let room = 2;
  const grow = () => {
    if (--room === 0) {
      room = 1 << bits;
      bits++;
    }
  };
  const emit = (w: string) => {
    if (fresh.has(w)) {
      const code = w.charCodeAt(0);
      if (code < 256) {
        put(0, bits);
        put(code, 8);
      } else {
        put(1, bits);
        put(code, 16);
      }
      grow();
      fresh.delete(w);
    } else put(dict.get(w)!, bits);
    grow();
  };
  let w = '';
  for (const c of text.split('')) {
    if (!dict.has(c)) {
      dict.set(c, size++);
      fresh.add(c);
    }
    const wc = w + c;
    if (dict.has(wc)) {
      w = wc;
      continue;
    }
    emit(w);
    dict.set(wc, size++);
    w = c;
  }
  if (w !== '') emit(w);
  put(2, bits);
  // The stream always ends with at least one padding bit, as lz-string writes it.
  do put(0, 1);
  while (filled !== 0);
  let s = out.join('');
  while (s.length % 4 !== 0) s += '=';
  return s;
}

/**
 * Base-64 characters → text, or null when they are no such stream (a bad character, a code that
 * names no entry, or text longer than `maxLength`: a short link cannot make the server build a
 * huge string).
 */
export function decompressFromBase64(input: string, maxLength: number): string | null {
  if (input.length === 0) return null;
  const values = new Int8Array(input.length);
  for (let i = 0; i < input.length; i++) {
    const c = input.charCodeAt(i);
    const v = c < 128 ? REVERSE[c] : -1;
    if (v < 0) return null;
    values[i] = v;
  }
  let index = 0;
  let val = values[index++];
  let position = 32;
  let exhausted = false;
  const read = (n: number): number => {
    let bits = 0;
    for (let p = 0; p < n; p++) {
      if (val & position) bits |= 1 << p;
      position >>= 1;
      if (position === 0) {
        position = 32;
        if (index >= values.length) exhausted = true;
        val = index < values.length ? values[index] : 0;
        index++;
      }
    }
    return bits;
  };
  const dict: string[] = ['', '', ''];
  let bits = 3;
  let room = 4;
  const first = read(2);
  if (first === 2) return '';
  if (first === 3) return null;
  let w = String.fromCharCode(read(first === 0 ? 8 : 16));
  dict.push(w);
  const result: string[] = [w];
  let length = w.length;
  for (;;) {
    if (exhausted) return null;
    let code = read(bits);
    if (code === 2) return result.join('');
    if (code < 2) {
      dict.push(String.fromCharCode(read(code === 0 ? 8 : 16)));
      code = dict.length - 1;
      if (--room === 0) {
        room = 1 << bits;
        bits++;
      }
    }
    let entry: string;
    if (code < dict.length && code > 2) entry = dict[code];
    else if (code === dict.length) entry = w + w.charAt(0);
    else return null;
    length += entry.length;
    if (length > maxLength) return null;
    result.push(entry);
    dict.push(w + entry.charAt(0));
    if (--room === 0) {
      room = 1 << bits;
      bits++;
    }
    w = entry;
  }
}

/**
 * A link's data (URL-escaped or not, `+` possibly turned into spaces) → the text it inflates to, at
 * most `maxLength` characters; `what` names the data in the BAD_FORMAT message.
 */
export function inflateLinkData(
  data: string,
  maxLength: number,
  what: string,
): { ok: true; value: string } | { ok: false; error: { code: 'BAD_FORMAT'; field: 'text'; message: string } } {
  let raw = data.trim();
  try {
    raw = decodeURIComponent(raw);
  } catch {
    return { ok: false, error: { code: 'BAD_FORMAT', field: 'text', message: `${what} is not URL-escaped text` } };
  }
  const text = decompressFromBase64(raw.replace(/ /g, '+'), maxLength);
  if (text === null || text === '')
    return { ok: false, error: { code: 'BAD_FORMAT', field: 'text', message: `${what} does not decompress (lz-string, base 64)` } };
  return { ok: true, value: text };
}
