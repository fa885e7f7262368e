/**
 * Save to Profile (spec 001 §7 `POST /api/files/save`, §8): the open file goes to the signed-in
 * student's Files tab as a private file. The answer says what to tell the user.
 */
import { httpStatusOf, trpcClient } from "../../client/trpc.ts";

export type SaveInput = { roomId: string; filename: string; content: string };

export type SaveOutcome =
  | { kind: "saved" }
  | { kind: "signIn" }
  | { kind: "failed"; message: string };

export const SAVED_MESSAGE = "Saved to profile";

export async function saveToProfile(input: SaveInput): Promise<SaveOutcome> {
  try {
    await trpcClient.files.save.mutate({ ...input, visibility: "private" });
    return { kind: "saved" };
  } catch (err) {
    const status = httpStatusOf(err);
    if (status === 401) return { kind: "signIn" };
    // 'Save failed', with the server's reason when it gave one (a name it refuses, a size).
    if (status !== null) {
      const reason = err instanceof Error ? err.message : "";
      return { kind: "failed", message: reason ? `Save failed: ${reason}` : "Save failed" };
    }
    const message = err instanceof Error && err.message ? err.message : "Unknown error";
    return { kind: "failed", message: `Failed to save: ${message}` };
  }
}
