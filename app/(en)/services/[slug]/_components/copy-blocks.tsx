import { Icon } from "@/components/ui/icons";
import type { CopyBlock } from "@/content/service-pages";

// Paragraphs and bulleted lists from the content modules. Keys are positions: the blocks are
// static data and never reorder.
export function CopyBlocks({ blocks }: { blocks: readonly CopyBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === "string" ? (
      <p key={index}>{block}</p>
    ) : (
      <ul key={index} className="mb-4 space-y-3">
        {block.list.map((item) => {
          const key = typeof item === "string" ? item : item.title;
          return (
            <li key={key} className="flex gap-3 text-ink-muted">
              <Icon
                name="check"
                className="mt-1 size-5 shrink-0 text-brand-500"
              />
              {typeof item === "string" ? (
                <span>{item}</span>
              ) : (
                <span>
                  <strong className="block font-semibold text-ink">
                    {item.title}
                  </strong>
                  {item.text}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    ),
  );
}
