import type { Config } from "tailwindcss";

// Every token points at a CSS variable in src/styles/globals.css, so a restyle edits one file.
const color = (name: string) => `rgb(var(--color-${name}) / <alpha-value>)`;

export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        background: color("background"),
        foreground: color("foreground"),
        surface: color("surface"),
        "surface-raised": color("surface-raised"),
        muted: color("muted"),
        "muted-foreground": color("muted-foreground"),
        border: color("border"),
        input: color("input"),
        accent: color("accent"),
        "accent-foreground": color("accent-foreground"),
        signal: color("signal"),
        "signal-foreground": color("signal-foreground"),
        neutral: {
          100: color("neutral-100"),
          300: color("neutral-300"),
          400: color("neutral-400"),
          600: color("neutral-600"),
          800: color("neutral-800"),
        },
        danger: color("danger"),
        success: color("success"),
      },
      fontSize: {
        label: ["var(--text-label)", { lineHeight: "1rem", letterSpacing: "0.18em" }],
        body: ["var(--text-body)", { lineHeight: "1.7" }],
        lead: ["var(--text-lead)", { lineHeight: "1.65" }],
        title: ["var(--text-title)", { lineHeight: "1.2" }],
        heading: ["var(--text-heading)", { lineHeight: "1.08" }],
        display: ["var(--text-display)", { lineHeight: "1.02", letterSpacing: "-0.02em" }],
      },
      fontFamily: {
        display: "var(--font-display)",
        sans: "var(--font-sans)",
      },
      borderRadius: {
        sm: "var(--radius-sm)",
        DEFAULT: "var(--radius)",
        lg: "var(--radius-lg)",
        pill: "9999px",
      },
      boxShadow: {
        card: "var(--shadow-card)",
        glow: "var(--shadow-glow)",
      },
      maxWidth: {
        content: "72rem",
        wide: "90rem",
        measure: "var(--measure)",
        portrait: "var(--portrait-width)",
      },
      width: {
        panel: "var(--panel-width)",
      },
      spacing: {
        panel: "var(--panel-width)",
        gutter: "var(--space-gutter)",
        block: "var(--space-block)",
        section: "var(--space-section)",
        tap: "2.75rem",
      },
    },
  },
} satisfies Config;
