import type { z } from 'zod';

/** A date range's messages from an export's validation: the issues of its two fields, if any. */
export function rangeErrors(error: z.ZodError, from: string, to: string): { from?: string; to?: string } {
  const message = (field: string) => error.issues.find((issue) => issue.path[0] === field)?.message;
  return { from: message(from), to: message(to) };
}
