/**
 * Runs `round` every `intervalMs` in this process, never two rounds at once (a tick while one runs is
 * skipped), on a timer that does not keep the process alive. `stop` waits for a running round.
 */
export class RepeatingJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  private first: NodeJS.Timeout | undefined;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
    /** A first round this soon after the start, rather than a whole interval later. */
    private readonly firstAfterMs?: number,
  ) {}

  start(): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.round()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
    if (this.firstAfterMs !== undefined) {
      this.first = setTimeout(tick, this.firstAfterMs);
      this.first.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    clearTimeout(this.first);
    await this.running;
  }
}
