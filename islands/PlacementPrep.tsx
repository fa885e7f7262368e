/**
 * Placement preparation cards (spec 001 §2, §4 "Placement modal"): one card per category with
 * its icon and resource count; View Resources opens '{category} Resources' with a Close button.
 */
import { useState } from "react";
import { Dialog } from "../src/ui/kit/dialog.tsx";
import { iconBook, iconFile, iconVideo } from "../src/ui/kit/icon_paths.ts";
import type { PlacementCategory } from "../src/ui/home/placement_data.ts";
import { ResourceLink } from "../src/ui/home/resource_link.tsx";
import { IconCard } from "../src/ui/site/cards.tsx";
import { DialogButton } from "../src/ui/kit/buttons.tsx";

export type PlacementPrepProps = { categories: PlacementCategory[] };

export default function PlacementPrep({ categories }: PlacementPrepProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = categories.find((c) => c.id === openId) ?? null;
  const close = () => setOpenId(null);

  return (
    <>
      <ul className="grid home-card-list home-placement">
        {categories.map((c) => (
          <IconCard
            key={c.id}
            card={{ icon: c.icon, title: c.name }}
            className="home-placement-card"
            headClassName="home-placement-head"
            aside={
              <span className="badge">
                {c.items.length} {c.items.length === 1 ? "resource" : "resources"}
              </span>
            }
          >
            <p className="muted">{c.description}</p>
            <DialogButton
              label="View Resources"
              context={c.name}
              className="btn btn-small"
              onClick={() => setOpenId(c.id)}
            />
          </IconCard>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        title={open ? `${open.name} Resources` : ""}
        subtitle={open?.description}
        onClose={close}
        className="dialog-wide"
        actions={
          <button type="button" className="btn" onClick={close}>
            Close
          </button>
        }
      >
        <ol className="res-list">
          {open?.items.map((item) => (
            <li key={item.title} className="res-item">
              <span className="res-title">{item.title}</span>
              <span className="res-links">
                <ResourceLink href={item.pdf} label="PDF" icon={iconFile} context={item.title} />
                <ResourceLink
                  href={item.notes}
                  label="Notes"
                  icon={iconBook}
                  context={item.title}
                />
                <ResourceLink
                  href={item.youtube}
                  label="YouTube"
                  icon={iconVideo}
                  context={item.title}
                />
              </span>
            </li>
          ))}
        </ol>
      </Dialog>
    </>
  );
}
