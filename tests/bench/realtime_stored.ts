/**
 * After a sustained run: of the messages acknowledged but never delivered within the drain, how
 * many the store holds. An acknowledgement promises the message is stored; this checks it by each
 * message's resend marker, under its chat or still waiting for a pass.
 */
import { getManyAtOnce } from "../../src/core/kv.ts";
import { messageKey, sentAsKey, unappliedKey } from "../../src/chat/keys.ts";
import type { Ledger } from "./realtime_ledger.ts";
import type { BenchStudent } from "./realtime_setup.ts";

/** Looks up every acknowledged, undelivered message of `ledger` (sent with clientIds `tag` + k)
 * in the KV file at `kvPath`; answers how many were checked and how many are stored. */
export async function storedOfUndelivered(
  kvPath: string,
  ledger: Ledger,
  students: BenchStudent[],
  tag: string,
): Promise<{ checked: number; stored: number }> {
  const missing: { chatId: string; marker: Deno.KvKey }[] = [];
  for (let k = 0; k < ledger.capacity; k++) {
    if (ledger.senderOf[k] < 0 || !ledger.acked[k] || ledger.deliveries[k] > 0) continue;
    const from = students[ledger.senderOf[k]];
    const clientId = tag + String(k).padStart(9, "0");
    missing.push({ chatId: from.chatId, marker: sentAsKey(clientId, from.chatId, from.id) });
  }
  if (missing.length === 0) return { checked: 0, stored: 0 };
  const kv = await Deno.openKv(kvPath);
  try {
    const markers = await getManyAtOnce<string>(kv, missing.map((m) => m.marker));
    let stored = 0;
    for (const [i, { chatId }] of missing.entries()) {
      const id = markers[i].value;
      if (!id) continue;
      const [kept, waiting] = await kv.getMany([messageKey(chatId, id), unappliedKey(chatId, id)]);
      if (kept.versionstamp || waiting.versionstamp) stored++;
    }
    return { checked: missing.length, stored };
  } finally {
    kv.close();
  }
}
