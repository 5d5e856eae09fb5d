import { address, api, type Query } from './api-client';

// A returning person's first screen reads its data while the signed-in app's code still loads: the
// face's entry starts the reads (the session is known from storage) and the screen's queries take the
// answers instead of asking again, once and only while fresh.

const FRESH_MS = 10_000;
const started = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts a GET under /api now, for the query that will ask for it soon. */
export function readEarly(path: string, query?: Query): void {
  const answer = api(path, { query });
  // Handled here: a read nobody takes must not report an unhandled rejection; its taker sees the error.
  answer.catch(() => undefined);
  started.set(address(path, query), { answer, at: Date.now() });
}

/** The answer of an early read of this call, if one was started within the last seconds (taken once). */
export function takeEarly<T>(path: string, query?: Query): Promise<T> | undefined {
  const key = address(path, query);
  const read = started.get(key);
  started.delete(key);
  return read && Date.now() - read.at < FRESH_MS ? (read.answer as Promise<T>) : undefined;
}
