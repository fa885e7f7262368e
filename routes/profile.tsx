/** /profile/{id}: a student's profile with Posts, Files, Followers and Following (spec 000 §2). */
import { definePage } from "../src/ssr/page.ts";

const tabs = ["Posts", "Files", "Followers", "Following"];

export default definePage({
  title: "Profile",
  render: () => (
    <div className="container page">
      <section className="card profile-head" aria-label="Profile">
        <div className="skeleton avatar-skeleton" aria-hidden="true" />
        <div>
          <h1>Student profile</h1>
          <p className="muted">Profiles appear here once students join Campus.</p>
        </div>
      </section>
      <div className="tabs" role="tablist" aria-label="Profile sections">
        {tabs.map((t, i) => (
          <button key={t} type="button" role="tab" aria-selected={i === 0}>{t}</button>
        ))}
      </div>
      <p className="empty-state">Not found</p>
    </div>
  ),
});
