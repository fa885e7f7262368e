/**
 * The static marketing sections of the home page (spec 001 §1–2): about, benefits, platform
 * features, featured internships and career paths, each with its anchor id. The words are in
 * `marketing_data.ts` and `sections_data.ts`.
 */
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight, iconBriefcase, iconCheck, iconClock, iconPin } from "../kit/icon_paths.ts";
import { IconCard, IconList } from "../site/cards.tsx";
import { Section } from "../site/section.tsx";
import {
  about,
  benefits,
  careerPaths,
  features,
  type IconCard as IconCardCopy,
  internships,
} from "./marketing_data.ts";
import { homeSections } from "./sections_data.ts";

function LinkedCard({ card }: { card: IconCardCopy }) {
  return (
    <IconCard card={card} className="home-icon-card">
      <p className="muted">{card.text}</p>
      {card.href && (
        <a className="home-card-link" href={card.href}>
          {card.cta ?? "Learn more"}
          <span className="visually-hidden">: {card.title}</span>
          <Icon d={iconArrowRight} size={16} />
        </a>
      )}
    </IconCard>
  );
}

export function AboutSection() {
  return (
    <Section id="about" copy={homeSections.about}>
      <div className="home-about">
        <article className="card home-about-mission">
          <h3>{about.missionTitle}</h3>
          <p>{about.mission}</p>
        </article>
        <article className="card">
          <h3>{about.whatYouGetTitle}</h3>
          <IconList items={about.whatYouGet} icon={iconCheck} className="home-checklist" />
        </article>
        <article className="card">
          <h3>{about.howItWorksTitle}</h3>
          <ol className="home-steps">
            {about.howItWorks.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>
                <span className="muted">{step.text}</span>
              </li>
            ))}
          </ol>
        </article>
      </div>
    </Section>
  );
}

/** A section that is a grid of icon cards: the benefits and the platform features. */
function CardsSection(
  props: {
    id: "benefits" | "features";
    cards: IconCardCopy[];
    className?: string;
    gridClassName: string;
  },
) {
  return (
    <Section id={props.id} copy={homeSections[props.id]} className={props.className}>
      <ul className={props.gridClassName}>
        {props.cards.map((card) => <LinkedCard key={card.title} card={card} />)}
      </ul>
    </Section>
  );
}

export function BenefitsSection() {
  return (
    <CardsSection
      id="benefits"
      cards={benefits}
      className="section home-band"
      gridClassName="grid home-grid-3 home-card-list"
    />
  );
}

export function FeaturesSection() {
  return <CardsSection id="features" cards={features} gridClassName="grid home-card-list" />;
}

export function InternshipsSection() {
  return (
    <Section id="internships" copy={homeSections.internships} className="section home-band">
      <ul className="grid home-grid-3 home-card-list">
        {internships.map((job) => (
          <IconCard
            key={job.title}
            card={{ icon: iconBriefcase, title: job.title }}
            className="home-internship"
          >
            <p className="home-company">{job.company}</p>
            <dl className="home-meta">
              {[[iconClock, "When", job.time], [iconPin, "Where", job.location]].map((
                [icon, term, value],
              ) => (
                <div key={term}>
                  <dt>
                    <Icon d={icon} size={16} />
                    <span className="visually-hidden">{term}</span>
                  </dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <a className="btn btn-primary btn-small" href={job.href}>
              Register<span className="visually-hidden">: {job.title} at {job.company}</span>
            </a>
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}

export function CareersSection() {
  return (
    <Section id="careers" copy={homeSections.careers}>
      <ul className="grid home-grid-3 home-card-list">
        {careerPaths.map((path) => (
          <IconCard
            key={path.title}
            card={path}
            className="home-career"
            headClassName="home-career-head"
          >
            <p className="muted">{path.text}</p>
            <ul className="home-tags" aria-label={`Skills for ${path.title}`}>
              {path.skills.map((skill) => <li key={skill} className="badge">{skill}</li>)}
            </ul>
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}
