/** A visitor's favourite subjects, kept in this browser's storage until they sign in. */

/** Where the visitor's favourite subject ids are kept. */
const STORAGE_KEY = "favouriteSubjects";

/** The stored ids, or null when none were ever stored (or storage cannot be read). */
export function readLocalFavourites(): string[] | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === "string") : null;
  } catch {
    return null; // Unreadable storage counts as empty (spec 001 §8).
  }
}

export function saveLocalFavourites(ids: string[]): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Storage may be full or blocked; the choice still holds for this visit.
  }
}

/** Forgets the visitor's copy once the student's account holds it. */
export function clearLocalFavourites(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Blocked storage held nothing to clear.
  }
}
