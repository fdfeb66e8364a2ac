// AI Factory page: hero, the thirteen AI service tiles and the three capability cards.
import type { CallToAction, PageIntro } from "./site";

/**
 * tool: a working page on this site; coming-soon: announced, not usable yet;
 * consulting: a service we deliver as a project, described rather than linked.
 */
export type AiService = {
  id: string;
  title: string;
  description: string;
} & ({ kind: "tool"; href: string } | { kind: "coming-soon" } | { kind: "consulting" });

export type AiCapability = { title: string; text: string };

export type AiFactoryCopy = {
  servicesHeading: string;
  capabilitiesHeading: string;
  cta: CallToAction;
};

export const aiFactoryHero: PageIntro = {
  eyebrow: "AI services",
  subtitle:
    "Try our image generator and AI call dialer today, or talk to us about machine learning, automation and custom AI built around your business.",
};

export const aiServices: readonly AiService[] = [
  {
    id: "image-generation",
    title: "Image Generation",
    description:
      "Describe a scene and watch it take shape. Choose a model, fine-tune the settings and download the result in seconds.",
    kind: "tool",
    href: "/ai-image",
  },
  {
    id: "video-generation",
    title: "Video Generation",
    description:
      "Short clips from a written prompt, for product teasers, mood boards and social posts. We are polishing it now.",
    kind: "coming-soon",
  },
  {
    id: "call-dialer",
    title: "AI Call Dialer",
    description:
      "Start a phone call handled by an AI voice agent and follow the whole conversation live on screen.",
    kind: "tool",
    href: "/ai-call",
  },
  {
    id: "chatbots",
    title: "Chatbots & Virtual Agents",
    description:
      "Website and WhatsApp chatbots that answer from your own documents, book appointments and know when to pass a query to your team.",
    kind: "consulting",
  },
  {
    id: "analytics",
    title: "AI Analytics",
    description:
      "Dashboards that go beyond charts, surfacing unusual patterns, explaining what changed and suggesting where to look next.",
    kind: "consulting",
  },
  {
    id: "computer-vision",
    title: "Computer Vision",
    description:
      "Defect detection, document reading and image tagging that turn cameras and scans into structured, searchable data.",
    kind: "consulting",
  },
  {
    id: "nlp",
    title: "Natural Language Processing",
    description:
      "Summaries, classification and search across emails, tickets and contracts, including support for Indian languages.",
    kind: "consulting",
  },
  {
    id: "predictive-ai",
    title: "Predictive AI",
    description:
      "Forecasts for demand, churn and maintenance that your planners can question, understand and act on with confidence.",
    kind: "consulting",
  },
  {
    id: "automation",
    title: "Intelligent Automation",
    description:
      "Repetitive back-office steps such as invoice entry and report preparation handed to reliable, auditable workflows.",
    kind: "consulting",
  },
  {
    id: "machine-learning",
    title: "Machine Learning",
    description:
      "Models trained on your data, evaluated honestly and deployed with monitoring, so performance stays steady after launch.",
    kind: "consulting",
  },
  {
    id: "deep-learning",
    title: "Deep Learning",
    description:
      "Neural networks for complex signals such as audio, images and sensor streams, sized sensibly for your budget and hardware.",
    kind: "consulting",
  },
  {
    id: "consulting",
    title: "AI Consulting",
    description:
      "A clear-eyed look at where AI will genuinely help your organisation, what it will cost and what to build first.",
    kind: "consulting",
  },
  {
    id: "custom-solutions",
    title: "Custom AI Solutions",
    description:
      "Something that does not fit a category? We design, build and support bespoke AI systems from prototype to production.",
    kind: "consulting",
  },
];

export const aiFactoryCopy: AiFactoryCopy = {
  servicesHeading: "AI Services, Built and Ready to Use",
  capabilitiesHeading: "How We Build AI",
  cta: {
    heading: "Have a process worth automating?",
    text: "Tell us what slows your team down. We will reply with an honest view of what AI can do for it, and what it cannot.",
    linkLabel: "Talk to Our AI Team",
  },
};

export const aiCapabilities: readonly AiCapability[] = [
  {
    title: "Built on Your Data",
    text: "We start with the information you already have, clean it carefully and keep it under your control, whether models run in the cloud or on your own servers.",
  },
  {
    title: "Production-Ready From Day One",
    text: "Every service ships with logging, monitoring and a clear handover, so your team can rely on it well after the launch week is over.",
  },
  {
    title: "Responsible by Design",
    text: "We test for bias, protect personal data and keep a person in the loop wherever decisions affect customers, employees or money.",
  },
];
