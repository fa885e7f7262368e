/**
 * A resume as paper: the same markup for the builder's live preview, the shared page and print.
 * Empty fields and sections are left out, so a draft never prints blank headings.
 */
import type { ResumeContent, ResumeTemplate } from "../../shared/resume_rules.ts";

const has = (s: string) => s.trim() !== "";

function Section(props: { title: string; show: boolean; children: React.ReactNode }) {
  if (!props.show) return null;
  return (
    <section className="resume-section">
      <h2>{props.title}</h2>
      {props.children}
    </section>
  );
}

function Entry(
  props: { main: string; sub: string; period: string; body: string; link?: string },
) {
  return (
    <div className="resume-entry">
      <div className="resume-entry-head">
        <strong>{props.main}</strong>
        {has(props.sub) && <span className="resume-entry-sub">{props.sub}</span>}
        {has(props.period) && <span className="resume-entry-period">{props.period}</span>}
      </div>
      {props.link && has(props.link) && (
        <a className="resume-entry-link" href={props.link} rel="nofollow noopener">
          {props.link.replace(/^https?:\/\//, "")}
        </a>
      )}
      {has(props.body) && <p>{props.body}</p>}
    </div>
  );
}

/** `paper`: the sheet it prints on (A4 unless Letter is chosen). */
export function ResumeDocument(
  props: { content: ResumeContent; template: ResumeTemplate; paper?: "a4" | "letter" },
) {
  const c = props.content;
  const contact = [c.email, c.phone, c.location].filter(has);
  const education = c.education.filter((e) => has(e.school) || has(e.degree));
  const projects = c.projects.filter((p) => has(p.name));
  const experience = c.experience.filter((e) => has(e.role) || has(e.org));
  const links = c.links.filter((l) => has(l.url));
  const achievements = c.achievements.filter(has);
  return (
    <article
      className={`resume-paper resume-${props.template}`}
      aria-label="Resume"
    >
      {/* A later @page rule than the stylesheet's A4 one: the sheet the student chose. */}
      {props.paper === "letter" && <style>{"@page { size: letter; }"}</style>}
      <header className="resume-head">
        <h1 className="resume-name">{has(c.name) ? c.name : "Your name"}</h1>
        {has(c.headline) && <p className="resume-headline">{c.headline}</p>}
        {contact.length > 0 && (
          <p className="resume-contact">
            {contact.map((x, i) => <span key={i}>{x}</span>)}
          </p>
        )}
      </header>
      <Section title="Summary" show={has(c.summary)}>
        <p>{c.summary}</p>
      </Section>
      <Section title="Education" show={education.length > 0}>
        {education.map((e, i) => (
          <Entry key={i} main={e.degree} sub={e.school} period={e.period} body={e.details} />
        ))}
      </Section>
      <Section title="Skills" show={c.skills.length > 0}>
        <ul className="resume-skills">
          {c.skills.map((s) => <li key={s}>{s}</li>)}
        </ul>
      </Section>
      <Section title="Projects" show={projects.length > 0}>
        {projects.map((p, i) => (
          <Entry key={i} main={p.name} sub="" period="" body={p.description} link={p.link} />
        ))}
      </Section>
      <Section title="Experience" show={experience.length > 0}>
        {experience.map((e, i) => (
          <Entry key={i} main={e.role} sub={e.org} period={e.period} body={e.description} />
        ))}
      </Section>
      <Section title="Achievements" show={achievements.length > 0}>
        <ul className="resume-list">
          {achievements.map((a, i) => <li key={i}>{a}</li>)}
        </ul>
      </Section>
      <Section title="Links" show={links.length > 0}>
        <ul className="resume-links">
          {links.map((l, i) => (
            <li key={i}>
              {has(l.label) && <span>{l.label}:</span>}{" "}
              <a href={l.url} rel="nofollow noopener">{l.url.replace(/^https?:\/\//, "")}</a>
            </li>
          ))}
        </ul>
      </Section>
    </article>
  );
}
