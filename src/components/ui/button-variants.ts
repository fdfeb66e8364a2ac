import { cva, type VariantProps } from "class-variance-authority";

// Without tailwind-merge so the app shell (error screen, links styled as buttons) stays light.
export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-foreground hover:bg-accent/85 shadow-glow",
        secondary:
          "border border-neutral-600 bg-surface-raised/70 text-foreground hover:border-neutral-400 hover:bg-muted",
        link: "text-accent underline-offset-4 hover:underline",
        ghost: "text-foreground hover:bg-muted",
      },
      size: {
        // Phones get 44 px tap targets; from md up the small size may be compact.
        sm: "h-11 rounded-pill px-4 text-sm md:h-9",
        md: "h-11 rounded-pill px-6 text-sm",
        lg: "h-12 rounded-pill px-7 text-base",
        icon: "size-11 rounded-pill",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
