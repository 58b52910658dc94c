/**
 * doc 2 Events, Outbound webhook: "The endpoint must be `https:` and publicly routable unless the
 * deployment widened its allow-list" (doc 1 PutNotificationWebhook: `url` must start with
 * `https://`). The deployment's widened allow-list is `options.webhookAllowHttp`: it admits
 * `http:` and non-public hosts. Returns why a URL is refused, or null.
 */
export function webhookUrlProblem(raw: string, allowWidened: boolean): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return "url is not an absolute URL";
  }
  if (u.protocol !== "https:" && !(allowWidened && u.protocol === "http:")) {
    return allowWidened ? "url must be https: or http:" : "url must be https:";
  }
  if (!allowWidened && !isPublicHost(u.hostname)) return `url host ${u.hostname} is not publicly routable`;
  return null;
}

function isPublicHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, "");
  if (h === "localhost" || h.endsWith(".localhost") || h.endsWith(".local") || h.endsWith(".internal")) return false;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(h);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    if (a === 0 || a === 10 || a === 127) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && b === 168) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    return true;
  }
  if (h.includes(":")) {
    if (h === "::" || h === "::1") return false;
    if (/^f[cd]/.test(h) || /^fe[89ab]/.test(h)) return false;
    // IPv4-mapped addresses (the URL parser writes them in hex): refused rather than decoded.
    if (h.startsWith("::ffff:")) return false;
    return true;
  }
  // A single-label name (no dot) cannot be publicly resolvable.
  return h.includes(".");
}
