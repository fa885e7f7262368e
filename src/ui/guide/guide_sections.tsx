/**
 * The static parts of the guide page (spec 001 §2 "Guide page"): the hero with its three step
 * cards and jump buttons, the step-by-step lists, and the feature explanations with their anchors.
 * The words are in the `*_data.ts` files beside this one.
 */
import { Icon } from "../kit/icon.tsx";
import { iconAlert, iconArrowRight, iconBulb, iconCheck } from "../kit/icon_paths.ts";
import { IconCard, IconList } from "../site/cards.tsx";
import { Headline, Section } from "../site/section.tsx";
import { guideFeatures } from "./features_data.ts";
import { guideHero, guideSections, stepListTitles } from "./guide_data.ts";
import { type GuideStep, guideSteps } from "./steps_data.ts";

export function GuideHero() {
  return (
    <section className="guide-hero" aria-labelledby="guide-title">
      <div className="container">
        <Headline copy={guideHero} level={1} leadClassName="guide-lead" />
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
          {guideHero.jumps.map((j) => (
            <a key={j.href} className={j.primary ? "btn btn-primary" : "btn"} href={j.href}>
              {j.label}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}

const stepLists: {
  kind: keyof typeof stepListTitles;
  icon: string;
  items(s: GuideStep): string[];
}[] = [
  { kind: "do", icon: iconCheck, items: (s) => s.details.actions },
  { kind: "tip", icon: iconBulb, items: (s) => s.details.tips },
  { kind: "avoid", icon: iconAlert, items: (s) => s.details.commonMistakes },
];

export function StepByStep() {
  return (
    <Section id="steps" copy={guideSections.steps}>
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
              {stepLists.map((list) => (
                <div key={list.kind} className={`guide-list guide-list-${list.kind}`}>
                  <h4>{stepListTitles[list.kind]}</h4>
                  <IconList items={list.items(step)} icon={list.icon} />
                </div>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function FeatureGuide() {
  return (
    <Section id="tools" copy={guideSections.tools} className="section guide-band">
      <ul className="guide-features">
        {guideFeatures.map((f) => (
          <IconCard
            key={f.id}
            card={f}
            className="guide-feature"
            headClassName="guide-feature-head"
          >
            <p className="muted">{f.summary}</p>
            <ol>
              {f.howTo.map((s) => <li key={s}>{s}</li>)}
            </ol>
            {f.link && (
              <a className="home-card-link" href={f.link.href}>
                {f.link.label} <Icon d={iconArrowRight} size={16} />
              </a>
            )}
          </IconCard>
        ))}
      </ul>
    </Section>
  );
}
