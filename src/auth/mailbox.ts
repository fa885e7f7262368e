/**
 * The mailbox an address is delivered to, as a key for rate limits only: `Na.Me+1@x` and
 * `name@x` reach one inbox on mail servers that drop `+tags` and ignore dots (Gmail-style
 * college mail does both), so they share one allowance. Identity never uses this: an account
 * keeps the address it signed up with.
 */
export function mailboxKey(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return email.toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  // Merging two real students' inboxes only ever makes them share a limit, never an account.
  const local = email.slice(0, at).toLowerCase().split("+")[0].replaceAll(".", "");
  return `${local}@${domain}`;
}
