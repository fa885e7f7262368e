/**
 * The guide's closing row (spec 001 §2 "Guide page"): Print Guide, Share Guide (native share, or
 * copy the link and say so) and Start Learning.
 */
import { Icon } from "../src/ui/home/icon.tsx";
import { iconArrowRight, iconPrinter, iconShare } from "../src/ui/home/icon_paths.ts";

export type GuideActionsProps = { title: string };

/** Copies text with the Clipboard API, or the older selection trick where that is refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
}

export default function GuideActions({ title }: GuideActionsProps) {
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
    await copyText(url);
    alert("Guide link copied to clipboard!");
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
      <a className="btn btn-primary" href="/signup">
        Start Learning <Icon d={iconArrowRight} size={18} />
      </a>
    </div>
  );
}
