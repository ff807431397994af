/** A server message such as 'is required' reads as 'Name is required'; full sentences stay as they are. */
export function fieldMessage(label: string, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}
