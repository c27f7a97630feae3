"use client";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps, ReactNode } from "react";
import { close as closeIcon } from "@/components/ui/icon-paths";
import { IconSvg } from "@/components/ui/icon-svg";

// Modal dialog on Radix: focus trap, Escape, scroll lock and inert background come from Radix;
// this file adds the site's overlay, panel and close control.

export const Dialog = DialogPrimitive.Root;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({
  children,
  className = "",
  closeLabel = "Close",
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  children: ReactNode;
  closeLabel?: string;
}) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-900/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        className={`fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(94vw,42rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-2xl focus:outline-none md:p-6 ${className}`}
        {...props}
      >
        {/* First in the DOM, so it takes the initial focus: one key press dismisses the dialog. */}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-ink"
        >
          <IconSvg d={closeIcon} className="size-6" />
        </DialogPrimitive.Close>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
