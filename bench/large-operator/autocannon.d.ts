// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: Request, context: Record<string, unknown>) => Request }[];
  }
  interface Result {
    errors: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  /** The run: its result when awaited, and an answer event per response. */
  interface Run extends Promise<Result> {
    on(event: 'response', listener: () => void): void;
  }
  export default function autocannon(options: Options): Run;
}
