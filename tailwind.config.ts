import type { Config } from "tailwindcss";

// Theme tokens for the whole site. app/globals.css loads this file with `@config`,
// so every colour, font and breakpoint below is what the utilities compile to.
const config: Config = {
  content: [
    "./app/**/*.{ts,tsx}",
    "./components/**/*.{ts,tsx}",
    "./content/**/*.ts",
  ],
  theme: {
    screens: {
      // The seed's mobile breakpoint: below 768 px is a phone.
      sm: "640px",
      md: "768px",
      lg: "1024px",
      xl: "1280px",
    },
    extend: {
      colors: {
        brand: {
          50: "#eef6fc",
          100: "#d7e9f7",
          200: "#aed2ee",
          500: "#1f6fb2",
          600: "#185b93",
          700: "#124773",
          800: "#0d3657",
          900: "#08243b",
        },
        accent: {
          50: "#fff4ec",
          500: "#e0661b",
          600: "#c2410c",
          700: "#9a3412",
        },
        ink: {
          DEFAULT: "#1c2733",
          muted: "#4a5868",
        },
      },
      // The phone's own interface font (San Francisco, Roboto, Segoe UI): nothing to download,
      // so text paints with the HTML. Inter, preloaded, cost 80–140 ms of applied LCP on every
      // page measured (docs/benchmark.md, "Styles in the HTML").
      fontFamily: {
        sans: [
          "system-ui",
          "-apple-system",
          '"Segoe UI"',
          "Roboto",
          '"Helvetica Neue"',
          "Arial",
          "sans-serif",
        ],
      },
      maxWidth: {
        page: "76rem",
      },
    },
  },
};

export default config;
