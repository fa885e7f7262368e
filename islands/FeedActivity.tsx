/**
 * The feed's "Your activity" panel (spec 000 §2 "Feed page"): Posts, Followers, Following and
 * Total Likes, first as the server read them, then kept current: the profile query is read again
 * whenever the live socket says one of the student's counts changed (src/ui/live_updates.ts).
 */
import { useQuery } from "@tanstack/react-query";
import type { ProfileView } from "../src/users/service.ts";
import { trpc, withQueries } from "../src/client/query.tsx";
import { count } from "../src/ui/kit/format.ts";

export type FeedActivityProps = { userId: string; profile: ProfileView | null };

function FeedActivity(props: FeedActivityProps) {
  const query = useQuery(
    trpc.users.byId.queryOptions({ id: props.userId }, { initialData: props.profile ?? undefined }),
  );
  const p = query.data;
  const stats: [string, number | undefined][] = [
    ["Posts", p?.totalPosts],
    ["Followers", p?.followersCount],
    ["Following", p?.followingCount],
    ["Total Likes", p?.totalLikes],
  ];
  return (
    <section className="card feed-side-card" aria-labelledby="feed-activity-title">
      <h2 id="feed-activity-title" className="feed-side-title">Your activity</h2>
      <dl className="feed-stats">
        {stats.map(([label, n]) => (
          <div key={label} className="feed-stat" data-stat={label}>
            <dt>{label}</dt>
            <dd>{n === undefined ? "–" : count(n)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default withQueries(FeedActivity);
