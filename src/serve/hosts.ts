// Host and Origin headers -> allowed or refused: the dev server answers only names it was told about (DNS rebinding).

/** Always answered, on any port. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/** `Example.com:3000` -> `example.com`, `[::1]:3000` -> `[::1]`, `::1` -> `[::1]`. */
export function hostName(value: string): string {
  const h = value.trim().toLowerCase().replace(/\.$/, '');
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end < 0 ? h : h.slice(0, end + 1);
  }
  // More than one colon: a bare IPv6 address (a --host value); one colon: name:port.
  if (h.indexOf(':') !== h.lastIndexOf(':')) return `[${h}]`;
  const colon = h.indexOf(':');
  return colon < 0 ? h : h.slice(0, colon);
}

export interface HostPolicy {
  /** True when a request with this `Host` header may be answered. */
  host(header: string | undefined): boolean;
  /** True when a request with this `Origin` header (if any) comes from an allowed page. */
  origin(header: string | undefined): boolean;
}

/**
 * Allowed: `localhost`, `127.0.0.1`, `[::1]`, the host the server listens on, and `allowedHosts`
 * (`.example.test` also allows its subdomains; `true` allows every host).
 */
export function hostPolicy(listenHost: string, allowedHosts: string[] | true): HostPolicy {
  const any = allowedHosts === true;
  const names = new Set([...LOOPBACK, hostName(listenHost)]);
  const suffixes: string[] = [];
  for (const entry of any ? [] : allowedHosts) {
    if (entry.startsWith('.')) suffixes.push(entry.toLowerCase());
    else names.add(hostName(entry));
  }
  const allowed = (name: string) => any || names.has(name) || suffixes.some((s) => name === s.slice(1) || name.endsWith(s));
  return {
    host: (header) => any || (header !== undefined && allowed(hostName(header))),
    origin: (header) => {
      if (header === undefined || any) return true;
      try {
        const url = new URL(header);
        return (url.protocol === 'http:' || url.protocol === 'https:') && allowed(hostName(url.host));
      } catch {
        return false; // `null` (a sandboxed or file: page) or garbage
      }
    }
  };
}
