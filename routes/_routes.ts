/**
 * Which path serves which page: the route tables of spec 000 §2 and spec 001 §2. Any other path
 * redirects to `/` (see `src/app.ts`).
 */
import type { PageDefinition } from "../src/ssr/page.ts";
import apiDocs from "./api_docs.tsx";
import chat from "./chat.tsx";
import contact from "./contact.tsx";
import editor from "./editor.tsx";
import feed from "./feed.tsx";
import forgotPassword from "./forgot_password.tsx";
import guide from "./guide.tsx";
import home from "./index.tsx";
import interview from "./interview.tsx";
import interviewSession from "./interview_session.tsx";
import login from "./login.tsx";
import planner from "./planner.tsx";
import post from "./post.tsx";
import privacy from "./privacy.tsx";
import profile from "./profile.tsx";
import resume from "./resume.tsx";
import resumeShare from "./resume_share.tsx";
import settingsNotifications from "./settings_notifications.tsx";
import searchPage from "./search.tsx";
import signup from "./signup.tsx";
import sitemap from "./sitemap.tsx";
import team from "./team.tsx";
import terms from "./terms.tsx";
import trending from "./trending.tsx";

export const pageRoutes: [path: string, page: PageDefinition][] = [
  ["/", home],
  ["/login", login],
  ["/signup", signup],
  ["/forgot-password", forgotPassword],
  ["/profile/:id", profile],
  ["/feed", feed],
  ["/chat", chat],
  ["/trending", trending],
  ["/blog/:postId", post],
  ["/roadmap/:postId", post],
  ["/image/:postId", post],
  ["/sitemap", sitemap],
  ["/privacy", privacy],
  ["/terms", terms],
  ["/contact", contact],
  ["/team", team],
  ["/guide", guide],
  ["/editor/:roomId", editor],
  ["/planner", planner],
  ["/resume", resume],
  ["/r/:shareId", resumeShare],
  ["/interview", interview],
  ["/interview/:id", interviewSession],
  ["/api/docs", apiDocs],
  ["/settings/notifications", settingsNotifications],
  ["/search", searchPage],
];
