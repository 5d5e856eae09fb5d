// Counts read as Portuguese does, never 'vaga(s)': the singular for exactly one, the plural otherwise
// (zero included: '0 vagas').

/** `1 vaga`, `2 vagas`, `0 vagas`. */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
