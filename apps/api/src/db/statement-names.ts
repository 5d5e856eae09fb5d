import { createHash } from 'node:crypto';

// The hot lookups' texts (raw.ts, preparedRows) and their statement names: both drivers prepare a text
// named here once per connection and run it by name.

const names = new Map<string, string>();

/** The statement name of a hot lookup's text (its hash, so that every variant has its own). */
export function nameStatement(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `r${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/** The name of a text that `nameStatement` named; undefined for any other statement. */
export function statementNameOf(text: string): string | undefined {
  return names.get(text);
}
