import { cva, type VariantProps } from "class-variance-authority";

/**
 * Labels that classify rather than invite a click: section eyebrows, categories, levels, tags.
 * They use the quiet `signal` colour and the neutral scale, never the action accent.
 */
export const badgeVariants = cva("inline-flex w-fit items-center gap-1.5 font-semibold", {
  variants: {
    variant: {
      eyebrow: "text-label uppercase text-signal",
      outline: "rounded-pill border border-signal/40 px-3 py-1 text-xs text-signal",
      tag: "rounded-pill bg-muted px-3 py-1 text-xs font-medium text-neutral-300",
      live: "rounded-pill border border-accent/50 px-3 py-1 text-xs text-accent",
    },
  },
  defaultVariants: { variant: "outline" },
});

export type BadgeVariantProps = VariantProps<typeof badgeVariants>;
