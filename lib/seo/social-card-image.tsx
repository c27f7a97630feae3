import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { business } from "@/content/business";
import { sectionsMessages } from "@/lib/i18n/messages/sections";
import { langOf } from "@/lib/seo/metadata";
import { SOCIAL_CARD_SIZE, type SocialCard } from "@/lib/seo/social-cards";

// Draws a page's social card: 1200×630 PNG in the site's colours (tailwind.config.ts), with the
// company's name and the page's headline. Inter comes from @fontsource/inter in node_modules
// (WOFF: next/og cannot read the WOFF2 the site itself uses), so nothing is downloaded.

const brand = {
  900: "#08243b",
  700: "#124773",
  100: "#d7e9f7",
  accent: "#e0661b",
} as const;

const fontDir = join(process.cwd(), "node_modules/@fontsource/inter/files");
let fonts: Promise<Buffer[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    ["inter-latin-400-normal.woff", "inter-latin-800-normal.woff"].map((file) =>
      readFile(join(fontDir, file)),
    ),
  );
  return fonts;
}

/** Smaller type for longer headlines, so every title fits in three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 64;
  return 54;
}

export async function socialCardImage(
  card: SocialCard,
): Promise<ImageResponse> {
  const [regular, bold] = await loadFonts();
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        backgroundImage: `linear-gradient(135deg, ${brand[900]} 0%, ${brand[700]} 100%)`,
        color: "white",
        fontFamily: "Inter",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <div
          style={{
            width: 56,
            height: 56,
            borderRadius: 14,
            background: brand.accent,
          }}
        />
        <div style={{ fontSize: 34, fontWeight: 800 }}>{business.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div
          style={{
            fontSize: 30,
            color: brand[100],
            textTransform: "uppercase",
            letterSpacing: 2,
          }}
        >
          {card.label}
        </div>
        <div
          style={{
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.1,
            maxWidth: 1050,
          }}
        >
          {card.title}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          alignItems: "center",
          gap: 16,
          fontSize: 28,
          color: brand[100],
        }}
      >
        <div style={{ width: 64, height: 6, background: brand.accent }} />
        {sectionsMessages[langOf(card.path)].socialCardLine}
      </div>
    </div>,
    {
      ...SOCIAL_CARD_SIZE,
      fonts: [
        { name: "Inter", data: regular!, weight: 400, style: "normal" },
        { name: "Inter", data: bold!, weight: 800, style: "normal" },
      ],
    },
  );
}
