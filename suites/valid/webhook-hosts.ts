/**
 * The hosts VALID-WEBHOOK-ROUTABLE puts in a webhook url (doc 2 Events, Outbound webhook: "The endpoint
 * must be `https:` and publicly routable unless the deployment widened its allow-list"). "Publicly
 * routable" is read as the address registries read it: the loopback, private, link-local, shared
 * (carrier-grade NAT) and unique-local ranges, the unspecified address and "this network" are not
 * routable on the public internet, and neither are names no public resolver answers (`localhost` and
 * its subdomains, the special-use `.local` and private-use `.internal` domains, a single label).
 * Each private range is tried at both of its edges; each public host lies just outside one of them,
 * or has the octet a range tests in another position, so that a range drawn too wide is seen too.
 * IPv4-mapped IPv6 addresses are tried only for private IPv4 addresses: the documents do not say
 * whether a mapped public address is an endpoint or not.
 */

export interface Host {
  /** The host as it goes into the url (IPv6 literals in brackets). */
  host: string;
  /** What it is, for the message. */
  what: string;
}

const h = (host: string, what: string): Host => ({ host, what });

export const PRIVATE_HOSTS: readonly Host[] = [
  h("localhost", "loopback name"),
  h("conformance.localhost", "a subdomain of localhost (loopback)"),
  h("conformance.local", "a `.local` name (multicast DNS, link-local)"),
  h("conformance.internal", "an `.internal` name (private use)"),
  h("conformance", "a single-label name (no public resolver answers it)"),
  h("0.0.0.0", "0.0.0.0/8 (this network), low edge"),
  h("0.255.255.255", "0.0.0.0/8 (this network), high edge"),
  h("10.0.0.0", "10.0.0.0/8 (private), low edge"),
  h("10.255.255.255", "10.0.0.0/8 (private), high edge"),
  h("127.0.0.1", "127.0.0.0/8 (loopback)"),
  h("127.255.255.254", "127.0.0.0/8 (loopback), high edge"),
  h("169.254.0.1", "169.254.0.0/16 (link-local), low edge"),
  h("169.254.255.254", "169.254.0.0/16 (link-local), high edge"),
  h("172.16.0.1", "172.16.0.0/12 (private), low edge"),
  h("172.31.255.254", "172.16.0.0/12 (private), high edge"),
  h("192.168.0.1", "192.168.0.0/16 (private), low edge"),
  h("192.168.255.254", "192.168.0.0/16 (private), high edge"),
  h("100.64.0.1", "100.64.0.0/10 (shared address space, carrier-grade NAT), low edge"),
  h("100.127.255.254", "100.64.0.0/10 (shared address space), high edge"),
  h("[::]", "the unspecified IPv6 address"),
  h("[::1]", "the IPv6 loopback"),
  h("[fc00::1]", "fc00::/7 (unique local), low edge"),
  h("[fdff:ffff:ffff:ffff:ffff:ffff:ffff:fffe]", "fc00::/7 (unique local), high edge"),
  h("[fe80::1]", "fe80::/10 (link-local), low edge"),
  h("[febf:ffff::1]", "fe80::/10 (link-local), high edge"),
  h("[::ffff:127.0.0.1]", "127.0.0.1 as an IPv4-mapped IPv6 address"),
  h("[::ffff:10.1.2.3]", "10.1.2.3 as an IPv4-mapped IPv6 address"),
  h("[::ffff:192.168.1.1]", "192.168.1.1 as an IPv4-mapped IPv6 address"),
];

export const PUBLIC_HOSTS: readonly Host[] = [
  h("hooks.example.com", "a dotted public name"),
  h("8.8.8.8", "a public IPv4 address"),
  h("1.0.0.1", "just above 0.0.0.0/8"),
  h("9.255.255.254", "just below 10.0.0.0/8"),
  h("11.0.0.1", "just above 10.0.0.0/8"),
  h("126.255.255.254", "just below 127.0.0.0/8"),
  h("128.1.0.1", "above 127.0.0.0/8"),
  h("169.253.255.254", "just below 169.254.0.0/16"),
  h("169.255.0.1", "just above 169.254.0.0/16"),
  h("172.15.255.254", "just below 172.16.0.0/12"),
  h("172.32.0.1", "just above 172.16.0.0/12"),
  h("192.167.255.254", "just below 192.168.0.0/16"),
  h("192.169.0.1", "just above 192.168.0.0/16"),
  h("100.63.255.254", "just below 100.64.0.0/10"),
  h("100.128.0.1", "just above 100.64.0.0/10"),
  h("8.254.8.8", "a public address whose second octet is 254 (as in 169.254)"),
  h("8.168.8.8", "a public address whose second octet is 168 (as in 192.168)"),
  h("8.20.8.8", "a public address whose second octet lies in 16-31 (as in 172.16/12)"),
  h("8.100.8.8", "a public address whose second octet lies in 64-127 (as in 100.64/10)"),
  h("[2606:4700:4700::1111]", "a public IPv6 address"),
  h("[2606:4700:fd00:fe80::1]", "a public IPv6 address with `fd` and `fe80` past its first group"),
];
