import { badgeVariants } from "@/components/ui/badge-variants";
import { Picture } from "@/components/ui/picture";
import { Byline, EngagementCounts } from "@/components/ui/post-meta";
import { newsImages } from "@/assets/media/news";
import type { NewsArticle } from "#content/news";
import { formatCount } from "@/lib/format-count";
import { arrivalImage, articleImageSizes } from "./arrival-image";

export function ArticleCard({ article }: { article: NewsArticle }) {
  const image = newsImages[article.imageIndex];
  return (
    <article
      aria-labelledby={`article-${article.id}`}
      className="overflow-hidden rounded-lg border border-border bg-surface shadow-card"
    >
      {/* Shown whole at its own 16:9, so no crop can cut the subject out. */}
      {image && (
        <div className="relative aspect-video">
          <Picture
            image={image}
            sizes={articleImageSizes}
            className="absolute inset-0 size-full object-cover"
            priority={image === arrivalImage.image}
          />
        </div>
      )}
      <div className="flex flex-col p-6 md:p-8">
        <p className={badgeVariants()}>{article.category}</p>
        <h3 id={`article-${article.id}`} className="mt-4 text-title font-bold">
          {article.title}
        </h3>
        <p className="mt-3 max-w-measure flex-1 leading-relaxed text-muted-foreground">
          {article.summary}
        </p>
        <Byline by={article.author} date={article.date} />
        <EngagementCounts
          post={article}
          format={formatCount}
          numberClassName="tabular-nums"
          className="mt-5 flex gap-4 border-t border-border pt-4 text-sm text-muted-foreground"
        />
      </div>
    </article>
  );
}
