const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

/** 0.125 as 12,5%; '—' when there is nothing to measure. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : percent.format(share);
}
