/**
 * One run at a time per room across instances: the instance that runs a room's code holds a
 * lease in KV, taken with an atomic check-and-set, renewed while the run lasts and expiring on
 * its own if that instance dies. Another instance's run waits until the lease is free.
 */
import { errorFields, type Logger } from "../core/log.ts";
import { runLeaseKey } from "./keys.ts";

/** A lease lasts this long unless renewed; an instance that died frees the room after it. */
export const LEASE_MS = 15_000;
/** How often a waiting run looks whether the lease is free. */
export const LEASE_POLL_MS = 200;

type LeaseValue = { owner: string; until: number };

export type RunLeaseDeps = { kv: Deno.Kv; logger: Logger; now(): number };

export class RunLease {
  /** This runner's name in the lease: one per room copy, so two copies never share it. */
  private owner = crypto.randomUUID();
  private renewTimer: ReturnType<typeof setInterval> | undefined;

  constructor(private roomId: string, private deps: RunLeaseDeps) {}

  /** Takes the lease, waiting while another holder has it; false if `stop()` says to give up. */
  async take(stop: () => boolean): Promise<boolean> {
    while (!(await this.tryTake())) {
      if (stop()) return false;
      await new Promise((r) => setTimeout(r, LEASE_POLL_MS));
      if (stop()) return false;
    }
    this.renewTimer = setInterval(() => {
      this.tryTake().then((kept) => {
        if (!kept) this.deps.logger.warn("collab run lease lost", { room: this.roomId });
      }, (err) => this.deps.logger.warn("collab run lease not renewed", errorFields(err)));
    }, LEASE_MS / 3);
    return true;
  }

  /** Gives the lease back (if still held), so a waiting run elsewhere starts at once. */
  async release(): Promise<void> {
    clearInterval(this.renewTimer);
    this.renewTimer = undefined;
    const key = runLeaseKey(this.roomId);
    const entry = await this.deps.kv.get<LeaseValue>(key);
    if (entry.value?.owner !== this.owner) return;
    await this.deps.kv.atomic().check(entry).delete(key).commit();
  }

  /** Whether any live holder (this one included) has the lease now. */
  async held(): Promise<boolean> {
    const entry = await this.deps.kv.get<LeaseValue>(runLeaseKey(this.roomId));
    return entry.value !== null && entry.value.until > this.deps.now();
  }

  /** Takes or renews the lease unless another holder's is still live. */
  private async tryTake(): Promise<boolean> {
    const key = runLeaseKey(this.roomId);
    const now = this.deps.now();
    const entry = await this.deps.kv.get<LeaseValue>(key);
    if (entry.value && entry.value.owner !== this.owner && entry.value.until > now) return false;
    const value: LeaseValue = { owner: this.owner, until: now + LEASE_MS };
    const res = await this.deps.kv.atomic().check(entry).set(key, value, { expireIn: LEASE_MS })
      .commit();
    return res.ok;
  }
}
