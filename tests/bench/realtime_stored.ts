/**
 * After a sustained run: of the messages acknowledged but never delivered within the drain, how
 * many the store holds. An acknowledgement promises the message is stored; this checks it by each
 * message's resend marker, under its chat or still waiting for a pass.
 */
import { getManyAtOnce } from "../../src/core/kv.ts";
import { sentAsKey } from "../../src/chat/keys.ts";
import { storedMessages } from "../../src/chat/service.ts";
import type { Fleet } from "./realtime_clients.ts";

/** Looks up every message of `fleet` acknowledged and never delivered in the KV file at
 * `kvPath`; answers how many were checked and how many are stored. */
export async function storedOfUndelivered(
  kvPath: string,
  fleet: Fleet,
): Promise<{ checked: number; stored: number }> {
  const { ledger, students } = fleet;
  const missing: { chatId: string; marker: Deno.KvKey }[] = [];
  for (let k = 0; k < ledger.capacity; k++) {
    if (ledger.senderOf[k] < 0 || !ledger.acked[k] || ledger.deliveries[k] > 0) continue;
    const from = students[ledger.senderOf[k]];
    const marker = sentAsKey(fleet.clientIdOf(k), from.chatId, from.id);
    missing.push({ chatId: from.chatId, marker });
  }
  if (missing.length === 0) return { checked: 0, stored: 0 };
  const kv = await Deno.openKv(kvPath);
  try {
    const markers = await getManyAtOnce<string>(kv, missing.map((m) => m.marker));
    // Each marked message under its chat, or still waiting for a pass.
    const refs = missing.flatMap(({ chatId }, i) => {
      const messageId = markers[i].value;
      return messageId ? [{ chatId, messageId }] : [];
    });
    const stored = (await storedMessages(kv, refs)).filter((m) => m !== null).length;
    return { checked: missing.length, stored };
  } finally {
    kv.close();
  }
}
