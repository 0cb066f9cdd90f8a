// The letter-substitution ciphers' one loop: ASCII characters go through a 128-entry table, everything else is kept.

/** `text` with each ASCII character replaced by `table[code]`. */
export function substituteAscii(text: string, table: Uint8Array): string {
  // Rewrites the UTF-16 code units in place, so anything outside ASCII (surrogates included) is untouched.
  const units = Buffer.from(text, 'utf16le');
  for (let i = 0; i < units.length; i += 2) {
    if (units[i + 1] === 0 && units[i]! < 128) units[i] = table[units[i]!]!;
  }
  return units.toString('utf16le');
}
