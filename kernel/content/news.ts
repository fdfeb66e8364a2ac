// News page: hero, the three static articles and the sidebar blocks.
import type { ArchiveMonth } from "./home-sidebar";
import { pickById } from "./pick-by-id";
import { counted, type CountedItem, type PageIntro } from "./site";
import { inMediaOrder, monthlyArchive, type MediaPlace } from "./tables";

export type NewsArticle = {
  id: string;
  category: string;
  title: string;
  summary: string;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  likes: number;
  views: number;
  comments: number;
} & MediaPlace;

/** The sidebar's headings and its search box's placeholder. */
export type NewsSidebarHeadings = Record<
  | "search"
  | "searchPlaceholder"
  | "categories"
  | "popularArticles"
  | "tags"
  | "archives"
  | "articles",
  string
>;

export type NewsSidebar = {
  headings: NewsSidebarHeadings;
  categories: readonly CountedItem[];
  popularArticles: readonly NewsArticle[];
  tags: readonly string[];
  archives: readonly ArchiveMonth[];
};

export const newsHero: PageIntro = {
  eyebrow: "From the studio",
  subtitle:
    "Field notes from our projects: what worked, what surprised us and what we would do differently next time.",
};

export const newsArticles: readonly NewsArticle[] = inMediaOrder("imageIndex", [
  {
    id: "ai-voice-agent-lessons",
    category: "AI & Machine Learning",
    title: "What We Learned Building an AI Voice Agent",
    summary:
      "Voice is unforgiving: a half-second pause feels like a dropped call. Here is how we cut response times, handled noisy lines and decided when the agent should politely hand over to a human.",
    author: "Priya Nair",
    date: "2026-11-09",
    likes: 42,
    views: 1280,
    comments: 9,
  },
  {
    id: "rendering-evening-light",
    category: "Design & 3D",
    title: "Rendering Evening Light for a Hillside Villa",
    summary:
      "Clients fall in love with a home at golden hour. Our 3D team explains how they balance physically accurate lighting with render times that still allow three rounds of feedback in a week.",
    author: "Ananya Rao",
    date: "2026-10-22",
    likes: 31,
    views: 946,
    comments: 6,
  },
  {
    id: "s4hana-migration-without-downtime",
    category: "ERP & SAP",
    title: "Moving to SAP S/4HANA Without Stopping the Factory Floor",
    summary:
      "A mid-sized manufacturer could not afford a week of downtime. We share the phased cut-over plan, the data checks we automated and the small rehearsals that made go-live day uneventful.",
    author: "Karthik Subramanian",
    date: "2026-09-30",
    likes: 27,
    views: 812,
    comments: 4,
  },
]);

export const newsSidebar: NewsSidebar = {
  headings: {
    search: "Search",
    searchPlaceholder: "Search articles...",
    categories: "Categories",
    popularArticles: "Popular Articles",
    tags: "Tags",
    archives: "Archives",
    articles: "Latest Articles",
  },
  categories: counted({
    "AI & Machine Learning": 9,
    "Web Development": 12,
    "Design & 3D": 7,
    "ERP & SAP": 5,
    "Cloud & DevOps": 6,
    "Studio Life": 4,
  }),
  popularArticles: pickById(newsArticles, [
    "ai-voice-agent-lessons",
    "rendering-evening-light",
    "s4hana-migration-without-downtime",
  ]),
  tags: [
    "Voice AI",
    "Machine Learning",
    "3D Rendering",
    "Lighting",
    "SAP S/4HANA",
    "Data Migration",
    "React",
    "DevOps",
    "Accessibility",
    "Case Notes",
  ],
  archives: monthlyArchive({
    "2026-06": 4,
    "2026-07": 3,
    "2026-08": 6,
    "2026-09": 4,
    "2026-10": 5,
    "2026-11": 2,
  }),
};
