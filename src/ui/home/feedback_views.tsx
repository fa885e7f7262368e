/**
 * How one feedback item looks (spec 001 §2 "Feedback section", §9): the carousel slides with text
 * cut to 100 characters and report fields to 60, and the read-only details shown in the dialogs.
 */
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

export function QuickSlide({ item }: { item: Dated<QuickFeedback> }) {
  return (
    <>
      <Stars rating={item.rating} />
      <blockquote className="home-fb-quote">{truncate(item.text, QUICK_TEXT_LIMIT)}</blockquote>
      <p className="home-fb-by">
        <strong>{item.name}</strong> <span className="muted">· {item.role}</span>
      </p>
      <p className="muted home-fb-date">
        <time dateTime={item.createdAt}>{item.dateLabel}</time>
      </p>
    </>
  );
}

export function ReportSlide({ item }: { item: Dated<TechnicalReport> }) {
  return (
    <>
      <div className="home-fb-badges">
        <SeverityBadge severity={item.severity} />
        <StatusBadge status={item.status} />
      </div>
      <p className="home-fb-by">
        <strong>{item.name}</strong> <span className="muted">· {item.role}</span>
      </p>
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
        <time dateTime={item.createdAt}>{item.dateLabel}</time>
      </p>
    </>
  );
}

export function QuickDetails({ item }: { item: Dated<QuickFeedback> }) {
  return (
    <dl className="home-details">
      <div>
        <dt>Name</dt>
        <dd>{item.name}</dd>
      </div>
      <div>
        <dt>Role</dt>
        <dd>{item.role}</dd>
      </div>
      <div>
        <dt>Rating</dt>
        <dd>
          <Stars rating={item.rating} />
        </dd>
      </div>
      <div>
        <dt>Feedback</dt>
        <dd>{item.text}</dd>
      </div>
      <div>
        <dt>Submitted</dt>
        <dd>
          <time dateTime={item.createdAt}>{item.dateLabel}</time>
        </dd>
      </div>
    </dl>
  );
}

export function ReportDetails({ item }: { item: Dated<TechnicalReport> }) {
  return (
    <dl className="home-details">
      <div>
        <dt>Name</dt>
        <dd>{item.name}</dd>
      </div>
      <div>
        <dt>Role</dt>
        <dd>{item.role}</dd>
      </div>
      <div>
        <dt>Device</dt>
        <dd>{item.deviceInfo}</dd>
      </div>
      <div>
        <dt>Severity and status</dt>
        <dd className="home-fb-badges">
          <SeverityBadge severity={item.severity} />
          <StatusBadge status={item.status} />
        </dd>
      </div>
      {reportFields.map(([key, label]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{item[key].trim() || <span className="muted">Not provided</span>}</dd>
        </div>
      ))}
      <div>
        <dt>Attachments</dt>
        <dd>
          {item.attachments.length === 0
            ? <span className="muted">None</span>
            : (
              <ul className="home-attachments">
                {item.attachments.map((a) => (
                  <li key={a.filename}>
                    {a.url && a.url !== "#"
                      ? <a href={a.url} target="_blank" rel="noopener noreferrer">{a.filename}</a>
                      : <span>{a.filename}</span>} <span className="muted">({a.fileType})</span>
                  </li>
                ))}
              </ul>
            )}
        </dd>
      </div>
      <div>
        <dt>Submitted</dt>
        <dd>
          <time dateTime={item.createdAt}>{item.dateLabel}</time>
        </dd>
      </div>
    </dl>
  );
}
