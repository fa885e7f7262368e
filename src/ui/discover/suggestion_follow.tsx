/** The Follow button of a suggested student, in the discover grid and in "Suggested for you":
 * none for a visitor or on one's own row. Both lists read the same cached flag. */
import type { ReactNode } from "react";
import type { Suggestion } from "../follow/follow_cache.ts";
import { FollowButton } from "../follow/follow_button.tsx";

export function suggestionFollow(user: Suggestion, viewerId: string | null): ReactNode {
  if (!viewerId || user._id === viewerId) return undefined;
  return (
    <FollowButton userId={user._id} isFollowing={user.isFollowing ?? false} viewerId={viewerId} />
  );
}
