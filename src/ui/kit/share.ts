/**
 * Sharing a link: the device's own share sheet when there is one (a cancel is ignored), otherwise
 * the link is copied to the clipboard, otherwise an alert shows it.
 */

/** shared: the share sheet finished; copied: the link is on the clipboard; the rest did not. */
export type ShareOutcome = "shared" | "copied" | "cancelled" | "alerted";

export async function shareUrl(
  page: { title: string; url: string; what: string },
): Promise<ShareOutcome> {
  const { title, url } = page;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text: title, url });
      return "shared";
    } catch (err) {
      if ((err as { name?: string } | null)?.name === "AbortError") return "cancelled";
      // The sheet is there but refused (no user gesture, say): try the clipboard instead.
    }
  }
  if (typeof navigator.clipboard?.writeText === "function") {
    try {
      await navigator.clipboard.writeText(url);
      return "copied";
    } catch {
      // No permission to write: fall through to the alert.
    }
  }
  alert(`Copy this link to share ${page.what}:\n${url}`);
  return "alerted";
}
