// Home page side blocks: categories, popular projects, tag cloud, archives and the 'About Us' note.
import { pickById } from "./pick-by-id";
import { sampleProjects } from "./projects";
import { counted, type CountedItem } from "./site";
import { monthlyArchive } from "./tables";

export type TagSection = { heading: string; tags: readonly string[] };

/** One archive entry; archive lists are ordered oldest month first. */
export type ArchiveMonth = {
  /** yyyy-mm */
  month: string;
  label: string;
  count: number;
};

export type AboutUsNote = { heading: string; text: string };

/** The sidebar's headings and its search box's placeholder. */
export type HomeSidebarHeadings = Record<
  "search" | "searchPlaceholder" | "categories" | "popularProjects" | "tagCloud" | "archives",
  string
>;

export const homeSidebarHeadings: HomeSidebarHeadings = {
  search: "Search",
  searchPlaceholder: "Search projects...",
  categories: "Categories",
  popularProjects: "Popular Projects",
  tagCloud: "Tag Cloud",
  archives: "Archives",
};

export const homeCategories: readonly CountedItem[] = counted({
  "AI & ML": 14,
  Frontend: 22,
  Backend: 18,
  "Mobile Apps": 11,
  "UI/UX Design": 16,
  "3D Rendering": 12,
  "Cloud & DevOps": 9,
  "ERP & SAP": 7,
  "Data Engineering": 8,
  "Computer Vision": 6,
  "Natural Language": 5,
  Branding: 10,
  Animation: 7,
  Photography: 13,
  "Music Production": 4,
  "Interior Design": 6,
  "Exterior Design": 5,
  "Fashion Tech": 3,
  "Open Source": 9,
});

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

export const archiveMonths: readonly ArchiveMonth[] = monthlyArchive({
  "2018-05": 4,
  "2018-06": 6,
  "2018-07": 5,
  "2018-08": 8,
  "2018-09": 7,
  "2018-10": 9,
});

export const aboutUsNote: AboutUsNote = {
  heading: "About Us",
  text: "Nexora Studio is a Bangalore team of engineers, designers and data specialists. We build software, visuals and AI tools for businesses of every size, and we stay with our clients well beyond launch day.",
};
