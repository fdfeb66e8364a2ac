import { Info, Lightbulb, X } from "lucide-react";
import { Suspense, useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { PageHero } from "@/components/layout/page-hero";
import { buttonVariants } from "@/components/ui/button-variants";
import { IMAGE_DEMO_NOTICE } from "#contract/ai-image-rules";
import { deferred, useAfter } from "@/lib/deferred";
import { useRuntimeConfig } from "@/lib/runtime-config";
import { GenerationForm, useGenerationForm } from "./generation-form";
import { HistoryCard } from "./history-card";
import { reuseSettings, type ReusableSettings } from "./reuse-settings";
import { StudioMenu } from "./studio-menu";
import { useStudioStore } from "./studio-store";

// The dialogs and their code are not needed for the first view: fetched once the page has loaded,
// or at the first generation if that comes sooner.
const StudioDialogs = deferred(() => import("./studio-dialogs")).component(
  (module) => module.StudioDialogs,
);

const tips = [
  "Name the subject first, then the setting, the light and the style.",
  "Concrete words (brass, fog, morning sun) work better than vague ones (nice, beautiful).",
  "Use the negative prompt for what you do not want to see, such as text or blur.",
  "More steps add detail but take longer; 20 to 30 is a good start.",
  "Keep the seed to try small changes to a prompt you already like.",
];

const steps = [
  {
    title: "Describe",
    text: "You write what you want to see and pick a model, a size and how closely it should follow your words.",
  },
  {
    title: "Queue",
    text: "Your request waits its turn on our image server, which makes one picture at a time so each gets the whole GPU.",
  },
  {
    title: "Diffuse",
    text: "Starting from noise, the model removes a little of it at every step, guided by your prompt, until a picture remains.",
  },
  {
    title: "Keep",
    text: "You download the result. A small copy stays in this browser's history; nothing is kept on our side.",
  },
];

function ErrorBanner() {
  const error = useStudioStore((state) => state.error);
  const dismissError = useStudioStore((state) => state.dismissError);
  const banner = useRef<HTMLDivElement>(null);
  // The Generate button sits far below the banner, so a new message is brought into view.
  useEffect(() => {
    if (error) banner.current?.scrollIntoView({ block: "nearest" });
  }, [error]);
  if (!error) return null;
  return (
    <div
      ref={banner}
      role="alert"
      // Clear of the phone layout's fixed 4rem header when scrolled into view.
      className="mb-6 flex scroll-mt-20 items-center gap-3 rounded-lg border border-danger/60 bg-danger/10 p-4 md:scroll-mt-6"
    >
      <p className="flex-1 text-sm font-medium">{error}</p>
      <button
        type="button"
        onClick={dismissError}
        aria-label="Dismiss error"
        className="grid size-11 shrink-0 place-items-center rounded-pill md:size-8 hover:bg-muted focus-visible:outline-2 focus-visible:outline-accent"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}

export function AiImagePage() {
  const { simulators } = useRuntimeConfig();
  const { form, challenge } = useGenerationForm();
  const reuse = (settings: ReusableSettings) => reuseSettings(form, settings);
  const pageLoaded = useAfter("load");
  const generated = useStudioStore((state) => state.status !== "idle" || state.result !== null);
  return (
    <>
      <PageHero
        eyebrow="AI tools"
        subtitle="Turn a written prompt into an image with Stable Diffusion models."
      >
        <StudioMenu />
      </PageHero>
      <section className="mx-auto max-w-content px-6 py-12 md:py-16">
        {simulators.image && (
          <p className="mb-6 flex items-center gap-3 rounded-lg border border-accent/50 bg-accent/10 p-4 text-sm font-medium">
            <Info aria-hidden className="size-5 shrink-0 text-accent" />
            {IMAGE_DEMO_NOTICE}
          </p>
        )}
        <ErrorBanner />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <GenerationForm form={form} challenge={challenge} />
          <div className="space-y-8">
            <HistoryCard
              onChoose={(item) => {
                form.setValue("prompt", item.prompt);
                form.setValue("model", item.model);
              }}
              onReuse={reuse}
            />
            <section
              aria-labelledby="image-tips-heading"
              className="rounded-lg border border-border bg-surface p-6 shadow-card"
            >
              <h2 id="image-tips-heading" className="flex items-center gap-2 text-lg font-bold">
                <Lightbulb aria-hidden className="size-5 text-accent" />
                Tips for better prompts
              </h2>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-muted-foreground">
                {tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </section>
      <section
        aria-labelledby="image-how-heading"
        className="mx-auto max-w-content px-6 pb-16 md:pb-24"
      >
        <h2 id="image-how-heading" className="text-2xl font-bold md:text-3xl">
          How it works
        </h2>
        <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border bg-surface p-6">
              <span className="text-sm font-semibold text-accent">Step {index + 1}</span>
              <h3 className="mt-2 text-lg font-bold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-10 rounded-lg border border-border bg-surface-raised/60 p-6 md:flex md:items-center md:justify-between">
          <p className="text-muted-foreground">
            Need images made for your product, trained on your own style?
          </p>
          <Link
            to="/contact"
            className={buttonVariants({ variant: "secondary", className: "mt-4 md:mt-0" })}
          >
            Talk to the studio
          </Link>
        </div>
      </section>
      {(pageLoaded || generated) && (
        <Suspense fallback={null}>
          <StudioDialogs onReuse={reuse} />
        </Suspense>
      )}
    </>
  );
}
