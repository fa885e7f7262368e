/**
 * The home page feedback area (spec 001 §2 "Feedback section", §4, §9): Quick Feedback and
 * Technical Reports carousels of what students sent (5 s and 7 s, looping, with dots and
 * read-only details), refresh, Share, and the two dialogs that send new ones.
 */
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { trpc, withQueries } from "../src/client/query.tsx";
import { showNotice } from "../src/client/notices.ts";
import { useSession } from "../src/client/session.ts";
import { Dialog } from "../src/ui/kit/dialog.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconPlus, iconShare } from "../src/ui/kit/icon_paths.ts";
import { shareUrl } from "../src/ui/kit/share.ts";
import {
  type Dated,
  feedbackCarousels,
  type QuickFeedback,
  type TechnicalReport,
} from "../src/ui/home/feedback_data.ts";
import {
  QuickDetails,
  QuickSlide,
  ReportDetails,
  ReportSlide,
} from "../src/ui/home/feedback_views.tsx";
import { Carousel } from "../src/ui/feedback/carousel.tsx";
import { REFETCH_AFTER_MS } from "../src/ui/feedback/form_model.ts";
import { QuickDialog } from "../src/ui/feedback/quick_dialog.tsx";
import { ReportDialog } from "../src/ui/feedback/report_dialog.tsx";
import {
  type FeedbackItem,
  useFeedbackList,
  useRefetchFeedback,
} from "../src/ui/feedback/use_feedback_list.ts";
import { RefreshButton } from "../src/ui/feedback/refresh_button.tsx";

export type FeedbackShowcaseProps = {
  /** What the server read for the first paint; null when it could not. */
  quick: FeedbackItem[] | null;
  technical: FeedbackItem[] | null;
  /** The spec's static items, shown when there is nothing else (spec 001 §9). */
  samples: { quick: Dated<QuickFeedback>[]; technical: Dated<TechnicalReport>[] };
  user: SessionUser | null;
  sessionState: SessionState;
  maxFiles: number;
};

const QUICK_INTERVAL_MS = 5000;
const TECHNICAL_INTERVAL_MS = 7000;

function FeedbackShowcase(props: FeedbackShowcaseProps) {
  const session = useSession(props.user, props.sessionState);
  const quick = useFeedbackList("quick", props.quick, props.samples.quick);
  const technical = useFeedbackList("technical", props.technical, props.samples.technical);
  const refetchSoon = useRefetchFeedback();
  const send = useMutation(trpc.feedback.create.mutationOptions());
  const [shown, setShown] = useState<{ kind: "quick" | "technical"; id: string } | null>(null);
  const [writing, setWriting] = useState<"quick" | "technical" | null>(null);
  const quickItem = shown?.kind === "quick"
    ? quick.items.find((q) => q._id === shown.id)
    : undefined;
  const report = shown?.kind === "technical"
    ? technical.items.find((t) => t._id === shown.id)
    : undefined;
  const close = () => setShown(null);
  const average = quick.items.length
    ? (quick.items.reduce((sum, q) => sum + q.rating, 0) / quick.items.length).toFixed(1)
    : "0";
  const urgent = technical.items.filter((t) => ["High", "Critical"].includes(t.severity));
  const sent = () => setTimeout(refetchSoon, REFETCH_AFTER_MS);
  const name = session.user?.name ?? "";

  async function share() {
    const url = new URL("/#feedback", location.origin).href;
    const outcome = await shareUrl({ title: "Campus feedback", url, what: "the feedback" });
    if (outcome === "copied") showNotice("Link copied", "success");
  }

  return (
    <div className="home-feedback">
      <Carousel
        {...feedbackCarousels.quick}
        count={quick.items.length}
        loading={quick.loading}
        intervalMs={QUICK_INTERVAL_MS}
        hold={quickItem !== undefined}
        summary={`Average ${average} out of 5 from ${quick.items.length} members`}
        slide={(i) => <QuickSlide item={quick.items[i]} />}
        onOpen={(i) => setShown({ kind: "quick", id: quick.items[i]._id })}
        tools={
          <div className="home-fb-tools">
            <RefreshButton what="quick feedback" busy={quick.refreshing} onClick={quick.refresh} />
            <button type="button" className="icon-btn" aria-label="Share" onClick={share}>
              <Icon d={iconShare} size={16} className="icon" />
            </button>
            <button type="button" className="btn btn-small" onClick={() => setWriting("quick")}>
              <Icon d={iconPlus} size={14} className="icon" /> Give Feedback
            </button>
          </div>
        }
      />
      <Carousel
        {...feedbackCarousels.technical}
        count={technical.items.length}
        loading={technical.loading}
        intervalMs={TECHNICAL_INTERVAL_MS}
        hold={report !== undefined}
        summary={`${technical.items.length} reports, ${urgent.length} marked High or Critical`}
        slide={(i) => <ReportSlide item={technical.items[i]} />}
        onOpen={(i) => setShown({ kind: "technical", id: technical.items[i]._id })}
        tools={
          <div className="home-fb-tools">
            <RefreshButton
              what="technical reports"
              busy={technical.refreshing}
              onClick={technical.refresh}
            />
            <button
              type="button"
              className="btn btn-small"
              onClick={() => setWriting("technical")}
            >
              <Icon d={iconPlus} size={14} className="icon" /> Submit
            </button>
          </div>
        }
      />
      <Dialog
        open={quickItem !== undefined || report !== undefined}
        title={report ? feedbackCarousels.technical.details : feedbackCarousels.quick.details}
        onClose={close}
        className={report ? "dialog-wide" : undefined}
        actions={<button type="button" className="btn" onClick={close}>Close</button>}
      >
        {quickItem && <QuickDetails item={quickItem} />}
        {report && <ReportDetails item={report} />}
      </Dialog>
      <QuickDialog
        key={`quick-${name}`}
        open={writing === "quick"}
        defaultName={name}
        send={(form) => send.mutateAsync({ type: "quick", ...form })}
        onClose={() => setWriting(null)}
        onSent={sent}
      />
      <ReportDialog
        key={`report-${name}`}
        open={writing === "technical"}
        defaultName={name}
        maxFiles={props.maxFiles}
        send={(form) => send.mutateAsync({ type: "technical", ...form })}
        onClose={() => setWriting(null)}
        onSent={sent}
      />
    </div>
  );
}

export default withQueries(FeedbackShowcase);
