/**
 * /profile/{id}: a student's profile (spec 000 §2), its header rendered on the server from the
 * stored profile; an unknown or malformed id answers 404 with "Not found" and a way home.
 */
import { definePage, PageResult } from "../src/ssr/page.ts";
import { ProfileViewIsland } from "../src/ssr/islands.ts";
import { AppError } from "../src/core/errors.ts";
import { isId } from "../src/shared/ids.ts";
import { getProfile, type ProfileView } from "../src/users/service.ts";
import { publicStreak } from "../src/planner/streak.ts";
import { BIO_MAX, DEPARTMENTS, SPECIALIZATIONS, YEARS } from "../src/users/profile_model.ts";

const choices = {
  years: [...YEARS],
  departments: [...DEPARTMENTS],
  specializations: [...SPECIALIZATIONS],
  bioMax: BIO_MAX,
};

function NotFound() {
  return (
    <div className="container page profile-page">
      <section className="card profile-missing" aria-labelledby="missing-title">
        <h1 id="missing-title">Not found</h1>
        <p className="muted">
          There is no student profile at this address. The link may be mistyped, or the account may
          no longer exist.
        </p>
        <a className="btn btn-primary" href="/">Go Home</a>
      </section>
    </div>
  );
}

export default definePage({
  title: "Profile",
  description: "A Campus student's profile: posts, saved files, followers and following.",
  render: async (c) => {
    const id = c.req.param("id") ?? "";
    let profile: ProfileView | null = null;
    if (isId(id)) {
      try {
        profile = await getProfile(c.get("deps"), id, c.get("user")?._id ?? null);
      } catch (err) {
        if (!(err instanceof AppError && err.code === "NOT_FOUND")) throw err;
      }
    }
    if (!profile) return new PageResult(<NotFound />, { title: "Not found", status: 404 });
    // Only when its owner turned it on in the planner.
    const streak = await publicStreak(c.get("deps"), profile._id).catch(() => null);
    return new PageResult(
      <div className="container page profile-page">
        {streak !== null && (
          <p className="badge profile-streak" aria-label={`Study streak: ${streak} days in a row`}>
            {`Study streak: ${streak} ${streak === 1 ? "day" : "days"} in a row`}
          </p>
        )}
        <ProfileViewIsland
          profile={profile}
          choices={choices}
          viewer={c.get("user")}
          sessionState={c.get("sessionState")}
        />
      </div>,
      { title: profile.name },
    );
  },
});
