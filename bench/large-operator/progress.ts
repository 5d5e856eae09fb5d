// A one-line progress bar on stderr: steps done of the total, the step under way and the time so far.
export class Progress {
  private done = 0;
  private readonly started = performance.now();

  constructor(
    private readonly label: string,
    private readonly total: number,
  ) {}

  /** Marks the previous step done and shows `step` under way. */
  step(step: string): void {
    this.draw(step);
    this.done++;
  }

  finish(): number {
    const seconds = (performance.now() - this.started) / 1000;
    this.done = this.total;
    this.draw('done');
    process.stderr.write('\n');
    return seconds;
  }

  private draw(step: string): void {
    const width = 30;
    const filled = Math.round((width * this.done) / this.total);
    const seconds = Math.round((performance.now() - this.started) / 1000);
    const elapsed = `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
    const line = `${this.label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total} ${elapsed} ${step}`;
    // On a terminal the bar redraws in place; in a log, a line per step.
    process.stderr.write(process.stderr.isTTY ? `\r${line.padEnd(100)}` : `${line}\n`);
  }
}
