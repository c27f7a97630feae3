"use client";

import Link from "next/link";
import type { RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@/components/ui/dialog";
import { VectorArt } from "@/components/media/vector-art";
import { phone as phoneIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";
import { YouTubeFacade } from "@/components/ui/youtube-facade";
import type { WelcomeDialogFacts } from "@/components/welcome-dialog/facts";

// The dialog itself. Loaded on demand by welcome-dialog-launcher.tsx, so Radix Dialog and the
// player facade are not part of any page's first load. Its artwork is VectorArt, never an <img>:
// an image painted two seconds after load would be the home page's Largest Contentful Paint.
export function WelcomeDialog({
  facts,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  facts: WelcomeDialogFacts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Element focused before the dialog opened; focus goes back there on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={facts.words.close}
        onCloseAutoFocus={(event) => {
          // Radix returns focus to a Dialog.Trigger; there is none here (the dialog also opens
          // on a timer), so hand it back to whatever had it.
          event.preventDefault();
          const target = returnFocusTo.current;
          if (target?.isConnected) target.focus();
        }}
      >
        <DialogTitle className="pr-12 text-2xl font-bold text-brand-800">
          {facts.words.titleBefore}
          {facts.companyName}
        </DialogTitle>
        <DialogDescription className="mt-2 text-ink-muted">
          {facts.intro}
        </DialogDescription>
        <div className="relative mt-4 aspect-video overflow-hidden rounded-lg bg-brand-900">
          {facts.video.id ? (
            <YouTubeFacade
              videoId={facts.video.id}
              title={facts.video.title}
              playLabel={facts.words.playVideo}
              poster={<VectorArt src={facts.poster.src} alt="" />}
            />
          ) : (
            <VectorArt src={facts.poster.src} alt={facts.poster.alt} />
          )}
        </div>
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          <Link
            href={facts.words.contactHref}
            data-track="Contact Click"
            data-track-area="welcome-dialog"
            onClick={() => onOpenChange(false)}
            className="btn btn-primary"
          >
            {facts.words.contact}
          </Link>
          <a
            href={facts.phoneHref}
            data-track-area="welcome-dialog"
            className="btn btn-outline"
          >
            <IconSvg d={phoneIcon} />
            {` ${facts.words.call} `}
            {facts.phoneLabel}
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}
