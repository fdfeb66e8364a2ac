// News page: hero, the three static articles and the sidebar blocks.
import type { ArchiveMonth } from "./home-sidebar";
import { pickById } from "./pick-by-id";
import type { CountedItem, PageIntro } from "./site";

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
  /** Zero-based: 0 means media item 1 of the news group. */
  imageIndex: number;
};

export type NewsSidebarHeadings = {
  search: string;
  searchPlaceholder: string;
  categories: string;
  popularArticles: string;
  tags: string;
  archives: string;
  articles: string;
};

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

export const newsArticles: readonly NewsArticle[] = [
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
    imageIndex: 0,
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
    imageIndex: 1,
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
    imageIndex: 2,
  },
];

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
  categories: [
    { label: "AI & Machine Learning", count: 9 },
    { label: "Web Development", count: 12 },
    { label: "Design & 3D", count: 7 },
    { label: "ERP & SAP", count: 5 },
    { label: "Cloud & DevOps", count: 6 },
    { label: "Studio Life", count: 4 },
  ],
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
  archives: [
    { month: "2026-06", label: "June 2026", count: 4 },
    { month: "2026-07", label: "July 2026", count: 3 },
    { month: "2026-08", label: "August 2026", count: 6 },
    { month: "2026-09", label: "September 2026", count: 4 },
    { month: "2026-10", label: "October 2026", count: 5 },
    { month: "2026-11", label: "November 2026", count: 2 },
  ],
};
