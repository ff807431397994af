/**
 * Configuration problems are collected, not thrown one at a time: an operator who starts the API
 * with three settings wrong reads all three in one go.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export class ConfigProblems {
  readonly list: string[] = [];

  add(problem: string): void {
    this.list.push(problem);
  }

  /** The value `read` answers, or `fallback` with its error recorded as a problem. */
  read<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      this.add(error instanceof Error ? error.message : String(error));
      return fallback;
    }
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ConfigError(this.list);
  }
}
