/** The page's notice region (`src/client/notices.ts`), rendered with the kit's toast. */
import { useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { currentNotice, dismissNotice, NOTICE_MS, onNotice } from "../../client/notices.ts";
import { Toast } from "./toast.tsx";

function NoticeHost() {
  const notice = useSyncExternalStore(onNotice, currentNotice, () => null);
  return (
    <Toast
      toast={notice && { text: notice.text, ms: NOTICE_MS, id: notice.id }}
      onDone={() => notice && dismissNotice(notice.id)}
      className={notice?.kind === "success" ? "toast-success" : "toast-error"}
    />
  );
}

/** Adds the region to the page once. */
export function mountNoticeHost(): void {
  const el = document.createElement("div");
  el.className = "notice-host";
  document.body.append(el);
  createRoot(el).render(<NoticeHost />);
}
