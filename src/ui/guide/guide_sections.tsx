/**
 * The static parts of the guide page (spec 001 §2 "Guide page"): the hero with its three step
 * cards and jump buttons, the step-by-step lists, and the feature explanations with their anchors.
 */
import { Icon } from "../kit/icon.tsx";
import { iconAlert, iconArrowRight, iconBulb, iconCheck } from "../kit/icon_paths.ts";
import { SectionHead } from "../home/section_head.tsx";
import { guideFeatures } from "./features_data.ts";
import { guideSteps } from "./steps_data.ts";

const jumps = [
  { href: "#journey", label: "Explore the journey map", primary: true },
  { href: "#demo", label: "Watch the demo", primary: false },
  { href: "#faq", label: "Read the FAQ", primary: false },
];

export function GuideHero() {
  return (
    <section className="guide-hero" aria-labelledby="guide-title">
      <div className="container">
        <span className="eyebrow">User guide</span>
        <h1 id="guide-title">Your guide to Campus</h1>
        <p className="guide-lead">
          Three steps from curious visitor to active member, a map of where everything lives, and
          answers to the questions new students ask most.
        </p>
        <ol className="guide-step-cards">
          {guideSteps.map((step, i) => (
            <li key={step.id} className={`card guide-step-card color-${step.color}`}>
              <span className="guide-step-icon" aria-hidden="true">
                <Icon d={step.icon} />
              </span>
              <span className="guide-step-number">Step {i + 1}</span>
              <p className="guide-step-name">{step.title}</p>
              <p className="muted">{step.description}</p>
            </li>
          ))}
        </ol>
        <div className="guide-jumps">
          {jumps.map((j) => (
            <a key={j.href} className={j.primary ? "btn btn-primary" : "btn"} href={j.href}>
              {j.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}

function StepList(props: { title: string; items: string[]; icon: string; kind: string }) {
  return (
    <div className={`guide-list guide-list-${props.kind}`}>
      <h4>{props.title}</h4>
      <ul>
        {props.items.map((item) => (
          <li key={item}>
            <Icon d={props.icon} size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StepByStep() {
  return (
    <section id="steps" className="section" aria-labelledby="steps-title">
      <div className="container">
        <SectionHead
          id="steps-title"
          eyebrow="Step by step"
          title="From first visit to first post"
          lead="What to do at each step, tips from seniors, and the mistakes to avoid."
        />
        <ol className="guide-steps">
          {guideSteps.map((step, i) => (
            <li key={step.id} id={`step-${step.id}`} className={`card color-${step.color}`}>
              <div className="guide-step-head">
                <span className="guide-step-icon" aria-hidden="true">
                  <Icon d={step.icon} />
                </span>
                <div>
                  <span className="guide-step-number">Step {i + 1}: {step.title}</span>
                  <h3>{step.details.title}</h3>
                </div>
              </div>
              <p className="muted">{step.details.description}</p>
              <div className="guide-lists">
                <StepList
                  title="What to Do"
                  items={step.details.actions}
                  icon={iconCheck}
                  kind="do"
                />
                <StepList title="Pro Tips" items={step.details.tips} icon={iconBulb} kind="tip" />
                <StepList
                  title="Avoid These"
                  items={step.details.commonMistakes}
                  icon={iconAlert}
                  kind="avoid"
                />
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function FeatureGuide() {
  return (
    <section id="tools" className="section guide-band" aria-labelledby="tools-title">
      <div className="container">
        <SectionHead
          id="tools-title"
          eyebrow="Feature by feature"
          title="How each tool works"
          lead="Short how-tos for the tools students ask about most."
        />
        <ul className="guide-features">
          {guideFeatures.map((f) => (
            <li key={f.id} id={f.id} className="card guide-feature">
              <div className="guide-feature-head">
                <span className="home-icon-tile" aria-hidden="true">
                  <Icon d={f.icon} />
                </span>
                <h3>{f.title}</h3>
              </div>
              <p className="muted">{f.summary}</p>
              <ol>
                {f.howTo.map((s) => <li key={s}>{s}</li>)}
              </ol>
              {f.link && (
                <a className="home-card-link" href={f.link.href}>
                  {f.link.label} <Icon d={iconArrowRight} size={16} />
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
