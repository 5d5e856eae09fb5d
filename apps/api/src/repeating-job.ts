/**
 * Runs `round` every `intervalMs` in this process, never two rounds at once (a tick while one runs is
 * skipped), on a timer that does not keep the process alive. `stop` waits for a running round.
 */
export class RepeatingJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly round: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.round()
        .catch(this.onError)
        .finally(() => {
          this.running = null;
        });
    }, this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
