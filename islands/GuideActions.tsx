/**
 * The guide's closing row (spec 001 §2 "Guide page"): Print Guide, Share Guide (native share, or
 * copy the link and say so) and Start Learning.
 */
import { copyText } from "../src/client/clipboard.ts";
import type { SessionState } from "../src/http/session.ts";
import { joinAction } from "../src/ui/site/join_action.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconArrowRight, iconPrinter, iconShare } from "../src/ui/kit/icon_paths.ts";

export type GuideActionsProps = { title: string; sessionState: SessionState };

export default function GuideActions({ title, sessionState }: GuideActionsProps) {
  const start = joinAction(sessionState, { href: "/signup", label: "Start Learning" });
  async function share() {
    const url = location.href.split("#")[0];
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
      } catch (err) {
        console.warn("guide share failed", err); // Cancelling the share sheet lands here too.
      }
      return;
    }
    if (await copyText(url)) alert("Guide link copied to clipboard!");
    else prompt("Copy this link to share the guide:", url);
  }

  return (
    <div className="guide-actions">
      <button type="button" className="btn" onClick={() => print()}>
        <Icon d={iconPrinter} size={18} />
        Print Guide
      </button>
      <button type="button" className="btn" onClick={share}>
        <Icon d={iconShare} size={18} />
        Share Guide
      </button>
      <a className="btn btn-primary" href={start.href}>
        {start.label} <Icon d={iconArrowRight} size={18} />
      </a>
    </div>
  );
}
