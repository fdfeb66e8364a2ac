import {
  ArrowRight,
  BrainCircuit,
  ChartColumn,
  Clapperboard,
  Database,
  ImageIcon,
  Languages,
  Lightbulb,
  MessagesSquare,
  Network,
  PhoneCall,
  Puzzle,
  Rocket,
  ScanEye,
  ShieldCheck,
  TrendingUp,
  Workflow,
  type LucideIcon,
} from "lucide-react";
import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { HeadedSection } from "@/components/layout/section-heading";
import { badgeVariants } from "@/components/ui/badge-variants";
import { buttonVariants } from "@/components/ui/button-variants";
import {
  aiCapabilities,
  aiFactoryCopy,
  aiFactoryHero,
  aiServices,
  type AiService,
} from "#content/ai-services";

const serviceIcons: Record<string, LucideIcon> = {
  "image-generation": ImageIcon,
  "video-generation": Clapperboard,
  "call-dialer": PhoneCall,
  chatbots: MessagesSquare,
  analytics: ChartColumn,
  "computer-vision": ScanEye,
  nlp: Languages,
  "predictive-ai": TrendingUp,
  automation: Workflow,
  "machine-learning": BrainCircuit,
  "deep-learning": Network,
  consulting: Lightbulb,
  "custom-solutions": Puzzle,
};

const capabilityIcons: readonly LucideIcon[] = [Database, Rocket, ShieldCheck];

const badges: Record<AiService["kind"], { label: string; variant: "live" | "tag" }> = {
  tool: { label: "Try it now", variant: "live" },
  "coming-soon": { label: "Coming soon", variant: "tag" },
  consulting: { label: "Project service", variant: "tag" },
};

/**
 * Grid placement on a six-column grid: the live tools lead as wide feature cards (visually
 * first, three columns each), the other services take two columns, and the last of them
 * stretches over whatever its row leaves, so no tile sits alone on the last row.
 */
function placement(service: AiService, services: readonly AiService[]): string {
  if (service.kind === "tool") return "order-first sm:col-span-2 lg:col-span-3";
  const others = services.filter((other) => other.kind !== "tool");
  if (service !== others.at(-1)) return "lg:col-span-2";
  const smallRemainder = others.length % 2 === 1 ? "sm:col-span-2" : "";
  // By what is left over when the others fill rows of three.
  const wideRemainder = ["lg:col-span-2", "lg:col-span-6", "lg:col-span-4"][others.length % 3];
  return `${smallRemainder} ${wideRemainder ?? ""}`;
}

function ServiceTile({ service }: { service: AiService }) {
  const Icon = serviceIcons[service.id] ?? Puzzle;
  const badge = badges[service.kind];
  const feature = service.kind === "tool";
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <span
          className={
            feature
              ? "grid size-16 place-items-center rounded-lg bg-accent/10 text-accent ring-1 ring-accent/30"
              : "grid size-12 place-items-center rounded bg-muted text-signal"
          }
        >
          <Icon aria-hidden className={feature ? "size-8" : "size-6"} />
        </span>
        <span className={badgeVariants({ variant: badge.variant })}>{badge.label}</span>
      </div>
      <h3 className={feature ? "mt-8 text-heading font-bold" : "mt-5 text-lg font-bold"}>
        {service.title}
      </h3>
      <p
        className={
          feature
            ? "mt-4 max-w-measure flex-1 text-lead text-muted-foreground"
            : "mt-2 flex-1 text-sm leading-relaxed text-muted-foreground"
        }
      >
        {service.description}
      </p>
    </>
  );
  const tileClass =
    "flex h-full flex-col rounded-lg border border-border bg-surface p-6 shadow-card";

  if (feature) {
    return (
      <div
        className={`group relative ${tileClass} overflow-hidden bg-[radial-gradient(ellipse_at_top_right,rgb(var(--color-accent)/0.14),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(var(--color-signal)/0.12),transparent_55%)] p-8 transition-colors hover:border-accent/60 md:min-h-[22rem] md:p-10`}
      >
        {body}
        {/* The whole tile is clickable through the link's overlay; the link keeps a short name. */}
        <Link
          to={service.href}
          className={`${buttonVariants({ size: "lg" })} mt-8 self-start after:absolute after:inset-0 after:rounded-lg`}
        >
          Open {service.title}
          <ArrowRight
            aria-hidden
            className="size-4 transition-transform group-hover:translate-x-1"
          />
        </Link>
      </div>
    );
  }
  return <div className={tileClass}>{body}</div>;
}

export function AiFactoryPage() {
  return (
    <>
      <PageHero eyebrow={aiFactoryHero.eyebrow} subtitle={aiFactoryHero.subtitle} />

      <HeadedSection
        id="ai-services-heading"
        eyebrow="Services"
        heading={aiFactoryCopy.servicesHeading}
        className="mx-auto max-w-content px-6 pb-16"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {aiServices.map((service) => (
            <li key={service.id} className={placement(service, aiServices)}>
              <ServiceTile service={service} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <HeadedSection
        id="ai-capabilities-heading"
        eyebrow="Capabilities"
        heading={aiFactoryCopy.capabilitiesHeading}
        className="reveal mx-auto max-w-content px-6 py-16"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {aiCapabilities.map((capability, index) => {
            const Icon = capabilityIcons[index] ?? ShieldCheck;
            return (
              <li
                key={capability.title}
                className="rounded-lg border border-border bg-gradient-to-b from-surface-raised to-surface p-8 shadow-card"
              >
                <Icon aria-hidden className="size-8 text-signal" />
                <h3 className="mt-5 text-xl font-bold">{capability.title}</h3>
                <p className="mt-3 leading-relaxed text-muted-foreground">{capability.text}</p>
              </li>
            );
          })}
        </ul>
      </HeadedSection>

      <section aria-labelledby="ai-cta-heading" className="reveal mx-auto max-w-content px-6 pb-20">
        <div className="flex flex-col items-start gap-6 rounded-lg border border-border bg-surface p-8 shadow-card md:flex-row md:items-center md:justify-between md:p-12">
          <div className="max-w-2xl">
            <h2 id="ai-cta-heading" className="text-2xl font-bold md:text-3xl">
              {aiFactoryCopy.cta.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-muted-foreground">{aiFactoryCopy.cta.text}</p>
          </div>
          <Link to="/contact" className={buttonVariants({ size: "lg" })}>
            {aiFactoryCopy.cta.linkLabel}
          </Link>
        </div>
      </section>
    </>
  );
}
