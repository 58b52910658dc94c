/** Escaping for the HTML report: shared by its sections (lib/report/html/). */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for an HTML text node or a quoted attribute value; control characters become U+FFFD. */
export function esc(value: unknown): string {
  return String(value)
    .replace(/[&<>"']/g, (c) => ESCAPES[c])
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "\uFFFD");
}
