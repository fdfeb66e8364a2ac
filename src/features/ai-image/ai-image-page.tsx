import { Lightbulb, X } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { DemoNotice } from "@/components/layout/demo-notice";
import { usePageTitle } from "@/components/layout/page-title";
import { buttonVariants } from "@/components/ui/button-variants";
import { IMAGE_DEMO_NOTICE } from "#contract/ai-image-rules";
import { deferred } from "@/lib/deferred";
import { GenerationForm, useGenerationForm } from "./generation-form";
import { PictureGrid } from "./picture-grid";
import type { PictureActions } from "./picture-viewer";
import { focusPrompt, reusePrompt, reuseSettings } from "./reuse-settings";
import { StudioMenu } from "./studio-menu";
import { useStudioStore } from "./studio-store";

// The viewer and its dialog are not needed before a picture is opened: fetched when the visitor
// reaches for the pictures or starts a generation, never as a page that is only looked at loads.
const viewerModule = deferred(() => import("./picture-viewer"));
const PictureViewer = viewerModule.component((module) => module.PictureViewer);

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
    text: "You download the result. A copy stays in this browser's history; nothing is kept on our side.",
  },
];

/**
 * What went wrong, floating just under the prompt bar over the pictures, so the page below does
 * not move when a late answer brings it.
 */
function ErrorBanner() {
  const error = useStudioStore((state) => state.error);
  const dismissError = useStudioStore((state) => state.dismissError);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) banner.current?.scrollIntoView({ block: "nearest" });
  }, [error]);
  if (!error) return null;
  return (
    <div
      ref={banner}
      role="alert"
      className="absolute inset-x-0 top-full z-10 mt-2 flex scroll-mb-6 items-center gap-3 rounded-lg border border-danger/60 bg-surface p-3 pl-4 shadow-card [background-image:linear-gradient(rgb(var(--color-danger)/0.12),rgb(var(--color-danger)/0.12))]"
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

/**
 * The page's heading and the studio's menu, then the demo notice in demo mode, else what the page
 * does. Both are in the prerendered markup and shown by CSS from the first paint, so the served
 * config, read later, never moves the page.
 */
function StudioHeader() {
  const title = usePageTitle();
  return (
    <div>
      <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <StudioMenu />
      </div>
      <div className="mt-3">
        <DemoNotice service="image" title={IMAGE_DEMO_NOTICE}>
          The demo renderer draws your prompt&apos;s subject in simple shapes, marked DEMO.
        </DemoNotice>
        <p className="text-sm text-muted-foreground [html[data-demo~=image]_&]:hidden">
          Turn a written prompt into an image with Stable Diffusion models.
        </p>
      </div>
    </div>
  );
}

export function AiImagePage() {
  const { form, challenge, panel } = useGenerationForm();
  const started = useStudioStore((state) => state.status !== "idle" || state.viewing !== null);
  // Once there, the viewer stays: closing it returns focus to the picture that opened it.
  const [viewerWanted, setViewerWanted] = useState(false);
  if (started && !viewerWanted) setViewerWanted(true);
  const actions: PictureActions = {
    onUseSeed: (settings) => reuseSettings(form, panel, settings),
    onUsePrompt: (settings) => reusePrompt(form, panel, settings),
    onGenerateAnother: () => focusPrompt(form),
  };
  return (
    <>
      <section className="mx-auto max-w-content px-4 pb-12 pt-6 md:px-6 md:pt-10">
        <StudioHeader />
        <div className="relative mt-4">
          <GenerationForm form={form} challenge={challenge} panel={panel} />
          <ErrorBanner />
        </div>
        <div {...viewerModule.intentHandlers}>
          <PictureGrid />
        </div>
      </section>
      <section
        aria-labelledby="image-how-heading"
        className="mx-auto max-w-content px-4 pb-16 md:px-6 md:pb-24"
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div>
            <h2 id="image-how-heading" className="text-2xl font-bold">
              How it works
            </h2>
            <ol className="mt-6 grid gap-4 sm:grid-cols-2">
              {steps.map((step, index) => (
                <li key={step.title} className="rounded-lg border border-border bg-surface p-5">
                  <span className="text-sm font-semibold text-accent">Step {index + 1}</span>
                  <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{step.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <section
            aria-labelledby="image-tips-heading"
            className="self-start rounded-lg border border-border bg-surface p-6"
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
      {viewerWanted && (
        <Suspense fallback={null}>
          <PictureViewer {...actions} />
        </Suspense>
      )}
    </>
  );
}
