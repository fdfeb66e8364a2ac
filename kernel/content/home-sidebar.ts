// Home page side blocks: categories, popular projects, tag cloud, archives and the 'About Us' note.
import { pickById } from "./pick-by-id";
import { sampleProjects } from "./projects";
import type { CountedItem } from "./site";

export type TagSection = { heading: string; tags: readonly string[] };

/** One archive entry; archive lists are ordered oldest month first. */
export type ArchiveMonth = {
  /** yyyy-mm */
  month: string;
  label: string;
  count: number;
};

export type AboutUsNote = { heading: string; text: string };

export type HomeSidebarHeadings = {
  search: string;
  searchPlaceholder: string;
  categories: string;
  popularProjects: string;
  tagCloud: string;
  archives: string;
};

export const homeSidebarHeadings: HomeSidebarHeadings = {
  search: "Search",
  searchPlaceholder: "Search projects...",
  categories: "Categories",
  popularProjects: "Popular Projects",
  tagCloud: "Tag Cloud",
  archives: "Archives",
};

export const homeCategories: readonly CountedItem[] = [
  { label: "AI & ML", count: 14 },
  { label: "Frontend", count: 22 },
  { label: "Backend", count: 18 },
  { label: "Mobile Apps", count: 11 },
  { label: "UI/UX Design", count: 16 },
  { label: "3D Rendering", count: 12 },
  { label: "Cloud & DevOps", count: 9 },
  { label: "ERP & SAP", count: 7 },
  { label: "Data Engineering", count: 8 },
  { label: "Computer Vision", count: 6 },
  { label: "Natural Language", count: 5 },
  { label: "Branding", count: 10 },
  { label: "Animation", count: 7 },
  { label: "Photography", count: 13 },
  { label: "Music Production", count: 4 },
  { label: "Interior Design", count: 6 },
  { label: "Exterior Design", count: 5 },
  { label: "Fashion Tech", count: 3 },
  { label: "Open Source", count: 9 },
];

export const popularProjects = pickById(sampleProjects, [
  "crop-health-vision",
  "villa-aranya-walkthrough",
  "dabba-express",
]);

export const tagSections: readonly TagSection[] = [
  {
    heading: "Our Expertise",
    tags: [
      "Custom Coding",
      "Web Development",
      "App Development",
      "3D Visualisation",
      "ERP & SAP",
      "Cloud & DevOps",
    ],
  },
  {
    heading: "Technology Stack",
    tags: ["React", "TypeScript", "Node.js", "Python", "PostgreSQL", "Kubernetes", "Three.js"],
  },
  {
    heading: "Creative & Design",
    tags: [
      "Brand Identity",
      "UI Design",
      "Motion Graphics",
      "Illustration",
      "Typography",
      "3D Modelling",
    ],
  },
  {
    heading: "AI/ML Specializations",
    tags: [
      "Computer Vision",
      "NLP",
      "Recommendation Systems",
      "Forecasting",
      "Generative AI",
      "Voice AI",
    ],
  },
  {
    heading: "Digital Transformation",
    tags: [
      "Process Automation",
      "SAP S/4HANA",
      "Data Migration",
      "Cloud Migration",
      "System Integration",
    ],
  },
  {
    heading: "Creative Interests",
    tags: ["Photography", "Carnatic Music", "Singing", "Architecture", "Fashion", "Short Films"],
  },
  {
    heading: "Business & Growth",
    tags: ["Digital Marketing", "SEO", "Analytics", "E-commerce", "Start-ups", "Product Strategy"],
  },
];

export const archiveMonths: readonly ArchiveMonth[] = [
  { month: "2018-05", label: "May 2018", count: 4 },
  { month: "2018-06", label: "June 2018", count: 6 },
  { month: "2018-07", label: "July 2018", count: 5 },
  { month: "2018-08", label: "August 2018", count: 8 },
  { month: "2018-09", label: "September 2018", count: 7 },
  { month: "2018-10", label: "October 2018", count: 9 },
];

export const aboutUsNote: AboutUsNote = {
  heading: "About Us",
  text: "Nexora Studio is a Bangalore team of engineers, designers and data specialists. We build software, visuals and AI tools for businesses of every size, and we stay with our clients well beyond launch day.",
};
