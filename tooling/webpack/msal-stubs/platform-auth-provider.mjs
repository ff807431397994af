// Stands in for @azure/msal-browser's broker/nativeBroker/PlatformAuthProvider.mjs (see
// ../msal-unused-flows.mjs): no platform broker is ever available, as on a device without one,
// so MSAL keeps to its web flows.
export async function getPlatformAuthProvider() {
  return undefined;
}

export function isPlatformAuthAllowed() {
  return false;
}

export async function isPlatformBrokerAvailable() {
  return false;
}
