// Testimonials page: the three case-study cards with their result figures and the closing CTA.
import type { CallToAction } from "./site";

export type CaseStudyResult = { value: string; label: string };

export type CaseStudy = {
  id: string;
  sector: string;
  title: string;
  summary: string;
  results: readonly CaseStudyResult[];
};

export type CaseStudiesIntro = { heading: string; subtitle: string };

export type CaseStudiesCta = CallToAction & { href: string };

export const caseStudiesIntro: CaseStudiesIntro = {
  heading: "Client Success Stories",
  subtitle: "A few examples of what changes when careful engineering meets a clear goal.",
};

export const caseStudies: readonly CaseStudy[] = [
  {
    id: "textile-manufacturer-sap",
    sector: "Manufacturing",
    title: "Faster order processing for a textile manufacturer",
    summary:
      "We connected a Tiruppur textile company's SAP system to its dealer portal and automated the checks that used to happen on spreadsheets, so orders now move from enquiry to dispatch without waiting in anyone's inbox.",
    results: [{ value: "47%", label: "faster order processing" }],
  },
  {
    id: "interior-studio-website",
    sector: "Architecture & Interiors",
    title: "A portfolio website that brings in real enquiries",
    summary:
      "An interior design firm in Bangalore wanted its work to speak for itself. We rebuilt its website around interactive 3D room views and a simple enquiry flow that asks only what the designers genuinely need to know.",
    results: [{ value: "62%", label: "more qualified enquiries" }],
  },
  {
    id: "ecommerce-cloud-platform",
    sector: "E-commerce",
    title: "A calmer, leaner cloud for an online retailer",
    summary:
      "A fast-growing retailer was overspending on idle servers and dreading every release. We moved its shop to right-sized containers with automated deployments and clear alerts its own team now runs confidently.",
    results: [
      { value: "35%", label: "lower monthly cloud costs" },
      { value: "40%", label: "faster release cycles" },
    ],
  },
];

export const caseStudiesCta: CaseStudiesCta = {
  heading: "Ready to write your own success story?",
  text: "Tell us where you want to be in six months, and we will show you a practical way to get there.",
  linkLabel: "Get Started Today",
  href: "/contact",
};
