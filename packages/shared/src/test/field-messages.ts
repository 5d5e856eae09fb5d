import type { z } from 'zod';

/** For tests: a schema's message per field path ('address.zipCode') for `body`, as a form shows them. */
export function fieldMessages(schema: z.ZodType, body: unknown): Record<string, string> {
  const issues = schema.safeParse(body).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}
