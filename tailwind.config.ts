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
        accent: color("accent"),
        "accent-foreground": color("accent-foreground"),
        danger: color("danger"),
        success: color("success"),
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
      },
      width: {
        panel: "var(--panel-width)",
      },
      spacing: {
        panel: "var(--panel-width)",
      },
    },
  },
} satisfies Config;
