/**
 * How one feedback item looks (spec 001 §2 "Feedback section", §9): the carousel slides with text
 * cut to 100 characters and report fields to 60, and the read-only details shown in the dialogs.
 */
import type { ReactNode } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconStar } from "../kit/icon_paths.ts";
import type { Dated, QuickFeedback, TechnicalReport } from "./feedback_data.ts";

export const QUICK_TEXT_LIMIT = 100;
export const REPORT_FIELD_LIMIT = 60;

export function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit).trimEnd()}...` : text;
}

const reportFields = [
  ["issues", "Issues"],
  ["featureRequest", "Feature request"],
  ["nonFunctional", "Non-functional"],
  ["generalFeedback", "General feedback"],
] as const;

export function Stars({ rating }: { rating: number }) {
  const value = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className="home-stars" role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon
          key={n}
          d={iconStar}
          size={16}
          className={n <= value ? "icon icon-fill" : "icon is-empty"}
        />
      ))}
    </span>
  );
}

export function SeverityBadge({ severity }: { severity: string }) {
  return (
    <span className={`badge sev sev-${severity.toLowerCase()}`}>
      <span className="visually-hidden">Severity:</span> {severity}
    </span>
  );
}

export function StatusBadge({ status }: { status?: string }) {
  return (
    <span className="badge">
      <span className="visually-hidden">Status:</span> {status || "Pending"}
    </span>
  );
}

function ReportBadges({ item }: { item: TechnicalReport }) {
  return (
    <>
      <SeverityBadge severity={item.severity} />
      <StatusBadge status={item.status} />
    </>
  );
}

/** Who sent it: the name and, after a dot, the role. */
function Byline({ item }: { item: { name: string; role: string } }) {
  return (
    <p className="home-fb-by">
      <strong>{item.name}</strong> <span className="muted">· {item.role}</span>
    </p>
  );
}

function Sent({ item }: { item: Dated<{ createdAt: string }> }) {
  return <time dateTime={item.createdAt}>{item.dateLabel}</time>;
}

export function QuickSlide({ item }: { item: Dated<QuickFeedback> }) {
  return (
    <>
      <Stars rating={item.rating} />
      <blockquote className="home-fb-quote">{truncate(item.text, QUICK_TEXT_LIMIT)}</blockquote>
      <Byline item={item} />
      <p className="muted home-fb-date">
        <Sent item={item} />
      </p>
    </>
  );
}

export function ReportSlide({ item }: { item: Dated<TechnicalReport> }) {
  return (
    <>
      <div className="home-fb-badges">
        <ReportBadges item={item} />
      </div>
      <Byline item={item} />
      <p className="muted home-fb-device">{truncate(item.deviceInfo, REPORT_FIELD_LIMIT)}</p>
      <dl className="home-fb-fields">
        {reportFields.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>
              {item[key].trim()
                ? truncate(item[key], REPORT_FIELD_LIMIT)
                : <span className="muted">Not provided</span>}
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted home-fb-date">
        <Sent item={item} />
      </p>
    </>
  );
}

/** A details dialog's list: each row a label and its value. */
function Details({ rows }: { rows: [label: string, value: ReactNode, className?: string][] }) {
  return (
    <dl className="home-details">
      {rows.map(([label, value, className]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className={className}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function QuickDetails({ item }: { item: Dated<QuickFeedback> }) {
  return (
    <Details
      rows={[
        ["Name", item.name],
        ["Role", item.role],
        ["Rating", <Stars key="stars" rating={item.rating} />],
        ["Feedback", item.text],
        ["Submitted", <Sent key="sent" item={item} />],
      ]}
    />
  );
}

function Attachments({ item }: { item: TechnicalReport }) {
  if (item.attachments.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="home-attachments">
      {item.attachments.map((a) => (
        <li key={a.filename}>
          {a.url && a.url !== "#"
            ? <a href={a.url} target="_blank" rel="noopener noreferrer">{a.filename}</a>
            : <span>{a.filename}</span>} <span className="muted">({a.fileType})</span>
        </li>
      ))}
    </ul>
  );
}

export function ReportDetails({ item }: { item: Dated<TechnicalReport> }) {
  return (
    <Details
      rows={[
        ["Name", item.name],
        ["Role", item.role],
        ["Device", item.deviceInfo],
        [
          "Severity and status",
          <ReportBadges key="badges" item={item} />,
          "home-fb-badges",
        ],
        ...reportFields.map(([key, label]): [string, ReactNode] => [
          label,
          item[key].trim() || <span key={key} className="muted">Not provided</span>,
        ]),
        ["Attachments", <Attachments key="files" item={item} />],
        ["Submitted", <Sent key="sent" item={item} />],
      ]}
    />
  );
}
