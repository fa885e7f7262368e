/**
 * Quick links to the feed, messages and the own profile (spec 000 §2, §6): shown only to a
 * signed-in student, so they appear once a resumable session has been confirmed too.
 */
import { useEffect } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { QuickLinkList } from "../src/ui/discover/quick_links.tsx";

export type QuickLinksProps = { user: SessionUser | null; sessionState: SessionState };

export default function QuickLinks(props: QuickLinksProps) {
  const session = useSession(props.user, props.sessionState);
  // Seed the shared session here too: until some island has, its snapshot is unsettled.
  useEffect(() => initSession(props.user, props.sessionState), []);
  return session.user ? <QuickLinkList userId={session.user._id} /> : null;
}
