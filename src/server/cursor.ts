// Opaque keyset cursors: clients must not build them, so they carry a version tag and the id.
const PREFIX = 'c1:';

export function encodeCursor(id: string): string {
  return Buffer.from(PREFIX + id, 'utf8').toString('base64url');
}

/** The id inside a cursor, or undefined when the text is not one of ours. */
export function decodeCursor(cursor: string): string | undefined {
  if (cursor.length === 0 || cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return undefined;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(PREFIX)) return undefined;
  const id = text.slice(PREFIX.length);
  return /^[0-9a-z]{1,64}$/.test(id) ? id : undefined;
}
