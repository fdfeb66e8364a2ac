import { Eye, Heart, MessageCircle } from "lucide-react";
import { Picture } from "@/components/ui/picture";
import { projectImages } from "@/assets/media/projects";
import type { SampleProject } from "#content/projects";
import { formatDate } from "@/lib/format-date";
import { phoneColumn } from "@/lib/responsive-image";

export function ProjectCard({ project }: { project: SampleProject }) {
  const image = projectImages[project.imageIndex];
  const counts = [
    { icon: Heart, value: project.likes, label: "likes" },
    { icon: Eye, value: project.views, label: "views" },
    { icon: MessageCircle, value: project.comments, label: "comments" },
  ];
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-card">
      {image && (
        <Picture
          image={image}
          sizes={`(min-width: 1280px) 28rem, (min-width: 640px) 45vw, ${phoneColumn}`}
          className="aspect-[4/3] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <ul className="flex flex-wrap gap-2" aria-label="Technologies">
          {project.technologies.map((technology) => (
            <li
              key={technology}
              className="rounded-pill border border-neutral-600 px-3 py-1 text-xs text-neutral-300"
            >
              {technology}
            </li>
          ))}
        </ul>
        <h3 className="mt-4 text-xl font-bold">{project.title}</h3>
        <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
          {project.description}
        </p>
        <p className="mt-4 text-sm">
          <span className="text-muted-foreground">By </span>
          {project.developers.join(", ")}
          <span className="text-muted-foreground"> · </span>
          <time dateTime={project.date} className="text-muted-foreground">
            {formatDate(project.date)}
          </time>
        </p>
        <div className="mt-5 flex items-center justify-between border-t border-border pt-2">
          <ul className="flex gap-4 text-sm text-muted-foreground">
            {counts.map(({ icon: Icon, value, label }) => (
              <li key={label} className="flex items-center gap-1.5">
                <Icon aria-hidden className="size-4" />
                <span className="sr-only">{`${value} ${label}`}</span>
                <span aria-hidden>{value}</span>
              </li>
            ))}
          </ul>
          <a
            href={project.githubUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="-mr-3 inline-flex min-h-11 min-w-11 items-center justify-center px-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
          >
            GitHub<span className="sr-only">: {project.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
