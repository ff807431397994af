/** Where final sign-in errors are reported; the host plugs in its monitoring service. */
export type MonitoringReporter = (error: unknown, context: { area: string }) => void;

const consoleReporter: MonitoringReporter = (error, context) => console.error(`[${context.area}]`, error);

let reporter: MonitoringReporter = consoleReporter;

/** Replaces the reporter; pass nothing to go back to console.error. */
export function setMonitoringReporter(next: MonitoringReporter = consoleReporter): void {
  reporter = next;
}

export function reportError(error: unknown, area: string): void {
  reporter(error, { area });
}
