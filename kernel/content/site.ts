// The studio's identity and contact facts: the one place they are written.
export type SocialLink = {
  label: string;
  href: string;
  icon: "github" | "linkedin" | "instagram" | "youtube" | "x";
};
export type CountedItem = { label: string; count: number };

/** Labels with their counts, in the order written. */
export function counted(counts: Readonly<Record<string, number>>): CountedItem[] {
  return Object.entries(counts).map(([label, count]) => ({ label, count }));
}

/** What a page's hero says under the page title. */
export type PageIntro = { eyebrow: string; subtitle: string };
/** A closing invitation: a heading, a sentence and the label of the link that follows. */
export type CallToAction = { heading: string; text: string; linkLabel: string };

export const site = {
  name: "Nexora Studio",
  shortName: "Nexora",
  tagline: "Technology studio for code, design, 3D and AI",
  /** What the studio does, in one line: the home page opens with it. */
  statement: "Software, 3D and AI, built to be relied on.",
  email: "hello@nexorastudio.in",
  careersEmail: "careers@nexorastudio.in",
  phone: { display: "+91 80 4567 8910", href: "tel:+918045678910" },
  website: "https://nexorastudio.in",
  address: {
    street: "3rd Floor, 14 Residency Road",
    locality: "Ashok Nagar",
    city: "Bangalore",
    region: "Karnataka",
    postalCode: "560025",
    country: "India",
  },
  // Shown on the contact page map; the map centres on this point.
  coordinates: { lat: 12.9682, lng: 77.6048 },
  hours: "Mon-Fri 6AM-11PM",
  socials: [
    { label: "GitHub", href: "https://github.com/nexora-studio", icon: "github" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/nexora-studio", icon: "linkedin" },
    { label: "Instagram", href: "https://www.instagram.com/nexora.studio", icon: "instagram" },
    { label: "YouTube", href: "https://www.youtube.com/@nexorastudio", icon: "youtube" },
  ] satisfies SocialLink[],
} as const;

export const footer = {
  blurb:
    "We design and build software, visuals and intelligent tools for teams who care about the details. Small studio, senior people, direct conversations.",
  solutionCategories: counted({
    "AI & Machine Learning": 6,
    "Cloud & DevOps": 2,
    "Web & App Development": 4,
    "ERP & SAP Consulting": 7,
    "3D Visualization": 12,
  }),
  exploreTopics: counted({
    Innovation: 1,
    "Creative Design": 5,
    "Music & Art": 19,
    Technology: 34,
    "Future Trends": 11,
  }),
} as const;

/**
 * The pages outside the side menu that visitors look for elsewhere (the footer, the about page,
 * the services): each with a line saying what is there.
 */
export const morePages = [
  {
    path: "/career",
    label: "Careers",
    blurb: "Open roles for engineers, designers and data people in Bangalore.",
  },
  {
    path: "/gallery",
    label: "Gallery",
    blurb: "Twelve pieces of our work, from code to photography.",
  },
] as const;

export function formatAddress(separator = ", "): string {
  const a = site.address;
  return [a.street, a.locality, `${a.city} ${a.postalCode}`, a.region, a.country].join(separator);
}
