/**
 * Where shared-auth's errors are reported (final sign-in errors; `area` 'api': a call that got no
 * answer, with its trace and the reference the screen shows; `area` 'refusal': a field's 409/422,
 * with the API's reference); the host plugs in its monitoring service.
 */
export interface MonitoringContext {
  area: string;
  reference?: string;
  traceId?: string;
}

export type MonitoringReporter = (error: unknown, context: MonitoringContext) => void;

const consoleReporter: MonitoringReporter = (error, context) => console.error(`[${context.area}]`, error);

let reporter: MonitoringReporter = consoleReporter;

/** Replaces the reporter; pass nothing to go back to console.error. */
export function setMonitoringReporter(next: MonitoringReporter = consoleReporter): void {
  reporter = next;
}

export function reportError(error: unknown, area: string, trace?: { reference: string; traceId?: string }): void {
  reporter(error, { area, ...trace });
}
