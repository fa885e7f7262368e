/** The only place study-material keys are spelled. */

/** `userId` keeps `subjectId` among their favourites (value: when it was added, ms). */
export const favouriteKey = (userId: string, subjectId: string): Deno.KvKey => [
  "study_favourites",
  userId,
  subjectId,
];
export const favouritesPrefix = (userId: string): Deno.KvKey => ["study_favourites", userId];
