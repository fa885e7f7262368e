/**
 * A trending student (spec 000 §2 "Trending Profiles"): rank, picture, name linking to the
 * profile, @username, department and year, followers, score, and the follow action if any.
 */
import type { ReactNode } from "react";
import { Avatar } from "../kit/avatar.tsx";
import { count, score } from "../kit/format.ts";
import { Icon } from "../kit/icon.tsx";
import { iconCheck } from "../kit/icon_paths.ts";
import { Rank, Stats } from "./rank.tsx";
import { cardCopy } from "./trending_data.ts";
import type { TrendingProfile } from "./types.ts";

export type ProfileCardProps = {
  profile: TrendingProfile;
  rank: number;
  /** Follow / Following, "You", or nothing. */
  action?: ReactNode;
};

export function ProfileCard({ profile: p, rank, action }: ProfileCardProps) {
  // Each part stays whole: a line breaks between department and year, never inside them.
  const study = [p.department, p.year && `Year ${p.year}`].filter(Boolean);
  const titleId = `trending-profile-${p._id}`;
  return (
    <article
      className="card trending-card trending-profile"
      aria-labelledby={titleId}
      data-user={p.username}
    >
      <div className="trending-profile-head">
        <Rank n={rank} />
        <Avatar src={p.profilePicture} name={p.name} size={48} />
        <div className="trending-who">
          <h2 id={titleId} className="trending-name">
            <a href={`/profile/${p._id}`}>{p.name}</a>
            {p.isVerified && (
              <span className="trending-verified" title={cardCopy.verified}>
                <Icon d={iconCheck} size={14} strokeWidth={3} sharp className="" />
                <span className="visually-hidden">{cardCopy.verified}</span>
              </span>
            )}
          </h2>
          <p className="trending-handle">@{p.username}</p>
          {study.length > 0 && (
            <p className="trending-study">
              {study.map((part, i) => (
                <span key={part}>
                  {i > 0 && " · "}
                  <span className="trending-nowrap">{part}</span>
                </span>
              ))}
            </p>
          )}
        </div>
      </div>
      <div className="trending-card-foot">
        <Stats
          stats={[
            { key: "followers", label: cardCopy.followers, value: count(p.followersCount) },
            { key: "score", label: cardCopy.score, value: score(p.trendingScore) },
          ]}
        />
        {action}
      </div>
    </article>
  );
}
