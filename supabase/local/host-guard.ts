import type { IncomingMessage } from 'node:http';
import { networkInterfaces } from 'node:os';

// Which requests the local backend answers at all. A web page the developer opens while the backend
// runs cannot name it by another host (DNS rebinding: a page's own domain made to resolve to
// 127.0.0.1 reaches the backend with that domain in `Host`), so every request must name the
// backend by an address it really listens on. The inbox (every email the backend "sends", with
// its sign-in and reset links) is stricter: only this computer, and never another site's page.

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

/** True for an address that only this computer can reach. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/** `host` as it appears in a Host header: IPv6 in brackets. */
function asHostName(host: string): string {
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
}

/** This machine's own addresses (every interface), for a backend listening on all of them. */
export function machineAddresses(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .map((entry) => asHostName(entry.address.split('%')[0] ?? entry.address));
}

export interface HostGuardOptions {
  /** The address the server listens on (HOST). */
  host: string;
  port: number;
  /** More names the backend may be reached by (ALLOWED_HOSTS), e.g. a laptop's name on the LAN. */
  allowedHosts?: readonly string[];
  /**
   * The inbox answers requests from the network too (INBOX_ON_NETWORK=1). Off: only requests to a
   * loopback address reach it, whatever HOST is.
   */
  inboxOnNetwork?: boolean;
  /** For tests: this machine's addresses. */
  addresses?: readonly string[];
}

export type HostVerdict = { ok: true } | { ok: false; status: 403; message: string };

export interface HostGuard {
  /** May this request be answered at all? */
  check(req: IncomingMessage, path: string): HostVerdict;
  /** True when the inbox is reachable only from this computer although the server is not. */
  readonly inboxLoopbackOnly: boolean;
}

export function createHostGuard(options: HostGuardOptions): HostGuard {
  const { host, port } = options;
  const names = new Set<string>(LOOPBACK_NAMES);
  if (WILDCARD_HOSTS.has(host)) {
    // Every address of this machine, and the wildcard itself, which reaches this machine only.
    names.add(asHostName(host));
    for (const address of options.addresses ?? machineAddresses()) names.add(address);
  } else {
    names.add(asHostName(host));
  }
  for (const name of options.allowedHosts ?? []) if (name.trim()) names.add(name.trim());
  const allowed = new Set([...names].map((name) => `${name.toLowerCase()}:${port}`));
  const inboxOnNetwork = options.inboxOnNetwork ?? false;

  return {
    inboxLoopbackOnly: !isLoopbackHost(host) && !inboxOnNetwork,
    check(req, path) {
      const hostHeader = (req.headers.host ?? '').toLowerCase();
      if (!allowed.has(hostHeader)) {
        return {
          ok: false,
          status: 403,
          message: `This backend answers only at its own address, not at "${hostHeader || 'no host'}". To reach it by another name, add the name to ALLOWED_HOSTS.`,
        };
      }
      if (path !== '/inbox' && !path.startsWith('/inbox/')) return { ok: true };
      const name = hostHeader.slice(0, hostHeader.lastIndexOf(':'));
      if (!inboxOnNetwork && !isLoopbackHost(name)) {
        return {
          ok: false,
          status: 403,
          message: `The local inbox opens only on this computer: http://127.0.0.1:${port}/inbox. Start the backend with INBOX_ON_NETWORK=1 to open it to the network.`,
        };
      }
      // A page of another site may send a form here, but may not act on the inbox.
      const origin = req.headers.origin;
      if (origin !== undefined && origin.toLowerCase() !== `http://${hostHeader}`) {
        return {
          ok: false,
          status: 403,
          message: 'The local inbox answers only its own page, not other sites.',
        };
      }
      return { ok: true };
    },
  };
}
