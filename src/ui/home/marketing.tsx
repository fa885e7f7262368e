/**
 * The static marketing sections of the home page (spec 001 §1–2): about, benefits, platform
 * features, featured internships and career paths, each with its anchor id.
 */
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight, iconBriefcase, iconCheck, iconClock, iconPin } from "../kit/icon_paths.ts";
import {
  benefits,
  careerPaths,
  features,
  howItWorks,
  type IconCard,
  internships,
  mission,
  whatYouGet,
} from "./marketing_data.ts";
import { SectionHead } from "./section_head.tsx";

function IconCardView({ card }: { card: IconCard }) {
  return (
    <li className="card home-icon-card">
      <span className="home-icon-tile" aria-hidden="true">
        <Icon d={card.icon} />
      </span>
      <h3>{card.title}</h3>
      <p className="muted">{card.text}</p>
      {card.href && (
        <a className="home-card-link" href={card.href}>
          {card.cta ?? "Learn more"}
          <span className="visually-hidden">: {card.title}</span>
          <Icon d={iconArrowRight} size={16} />
        </a>
      )}
    </li>
  );
}

export function AboutSection() {
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container">
        <SectionHead id="about-title" eyebrow="About Campus" title="Built around how you study" />
        <div className="home-about">
          <article className="card home-about-mission">
            <h3>Our mission</h3>
            <p>{mission}</p>
          </article>
          <article className="card">
            <h3>What you get</h3>
            <ul className="home-checklist">
              {whatYouGet.map((item) => (
                <li key={item}>
                  <Icon d={iconCheck} size={18} />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </article>
          <article className="card">
            <h3>How it works</h3>
            <ol className="home-steps">
              {howItWorks.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span className="muted">{step.text}</span>
                </li>
              ))}
            </ol>
          </article>
        </div>
      </div>
    </section>
  );
}

export function BenefitsSection() {
  return (
    <section id="benefits" className="section home-band" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHead
          id="benefits-title"
          eyebrow="Benefits"
          title="Why students choose Campus"
          lead="Everything you need between the first lecture and the final placement drive."
        />
        <ul className="grid home-grid-3 home-card-list">
          {benefits.map((card) => <IconCardView key={card.title} card={card} />)}
        </ul>
      </div>
    </section>
  );
}

export function FeaturesSection() {
  return (
    <section id="features" className="section" aria-labelledby="features-title">
      <div className="container">
        <SectionHead
          id="features-title"
          eyebrow="Platform features"
          title="One platform, seven tools"
          lead="Learn, practise, share and get hired without switching between ten apps."
        />
        <ul className="grid home-card-list">
          {features.map((card) => <IconCardView key={card.title} card={card} />)}
        </ul>
      </div>
    </section>
  );
}

export function InternshipsSection() {
  return (
    <section id="internships" className="section home-band" aria-labelledby="internships-title">
      <div className="container">
        <SectionHead
          id="internships-title"
          eyebrow="Featured internships"
          title="Internships picked for students"
          lead="Openings our members recommend. Register with your Campus account."
        />
        <ul className="grid home-grid-3 home-card-list">
          {internships.map((job) => (
            <li key={job.title} className="card home-internship">
              <span className="home-icon-tile" aria-hidden="true">
                <Icon d={iconBriefcase} />
              </span>
              <h3>{job.title}</h3>
              <p className="home-company">{job.company}</p>
              <dl className="home-meta">
                <div>
                  <dt>
                    <Icon d={iconClock} size={16} />
                    <span className="visually-hidden">When</span>
                  </dt>
                  <dd>{job.time}</dd>
                </div>
                <div>
                  <dt>
                    <Icon d={iconPin} size={16} />
                    <span className="visually-hidden">Where</span>
                  </dt>
                  <dd>{job.location}</dd>
                </div>
              </dl>
              <a className="btn btn-primary btn-small" href={job.href}>
                Register<span className="visually-hidden">: {job.title} at {job.company}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function CareersSection() {
  return (
    <section id="careers" className="section" aria-labelledby="careers-title">
      <div className="container">
        <SectionHead
          id="careers-title"
          eyebrow="Career paths"
          title="Where your degree can take you"
          lead="Six paths our members are preparing for, and the skills each one starts with."
        />
        <ul className="grid home-grid-3 home-card-list">
          {careerPaths.map((path) => (
            <li key={path.title} className="card home-career">
              <div className="home-career-head">
                <span className="home-icon-tile" aria-hidden="true">
                  <Icon d={path.icon} />
                </span>
                <h3>{path.title}</h3>
              </div>
              <p className="muted">{path.text}</p>
              <ul className="home-tags" aria-label={`Skills for ${path.title}`}>
                {path.skills.map((skill) => <li key={skill} className="badge">{skill}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
