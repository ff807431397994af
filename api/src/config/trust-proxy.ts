/**
 * TRUST_PROXY: which hops in front of the API may tell it the client's address (X-Forwarded-For)
 * and protocol (X-Forwarded-Proto). Unset or `off`: none, the socket's peer is the client. A
 * whole number: that many hops (the load balancer, plus a CDN in front of it, ...). Otherwise a
 * comma-separated list of addresses or CIDR ranges (or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`): only those peers are believed. Addresses are the safer choice: a
 * hop count believes whoever connects, so it is only right where nothing but the proxies can
 * reach the API (Fastify itself ignores a numeric trustProxy for that reason; a hop count here is
 * an explicit function). Trusting every hop (`true`) is not offered: any caller could then choose
 * its own address and so its own rate-limit budget.
 */
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

export function trustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text || text === 'off') return false;
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be "off", a hop count, or addresses/CIDR ranges (loopback, linklocal, uniquelocal); not an address: ${wrong.join(', ')}`,
    );
  }
  return entries;
}

/** Fastify's `trustProxy` option for the setting. */
export function fastifyTrustProxy(setting: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
