/**
 * The guide's FAQ accordion (spec 001 §2, §4 "Guide"): one answer open at a time, each question
 * showing its category.
 */
import { useState } from "react";
import type { FaqItem } from "../src/ui/guide/faq_data.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconChevronDown } from "../src/ui/kit/icon_paths.ts";

export type GuideFaqProps = { items: FaqItem[] };

export default function GuideFaq({ items }: GuideFaqProps) {
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <ul className="guide-faq">
      {items.map((item) => {
        const open = item.id === openId;
        return (
          <li key={item.id} className={open ? "guide-faq-item is-open" : "guide-faq-item"}>
            <h3>
              <button
                type="button"
                id={`faq-q-${item.id}`}
                aria-expanded={open}
                aria-controls={`faq-a-${item.id}`}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                <span className="guide-faq-q">
                  <span className="badge">{item.category}</span>
                  {item.question}
                </span>
                <Icon d={iconChevronDown} className="icon guide-faq-chevron" />
              </button>
            </h3>
            <div
              id={`faq-a-${item.id}`}
              role="region"
              aria-labelledby={`faq-q-${item.id}`}
              className="guide-faq-a"
              hidden={!open}
            >
              <p>{item.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
