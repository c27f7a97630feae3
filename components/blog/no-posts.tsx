import type { ReactNode } from "react";

// The seed's empty state. `action` is the Clear search control when a search produced it.
export function NoPosts({ action }: { action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-brand-200 bg-brand-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-brand-800">No posts found</p>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
