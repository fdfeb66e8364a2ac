import { Eye, Heart, MessageCircle } from "lucide-react";
import { formatDate } from "@/lib/format-date";

/** Who wrote or made a post, and when: "By <by> · <date>". */
export function Byline({ by, date }: { by: string; date: string }) {
  return (
    <p className="mt-4 text-sm">
      <span className="text-muted-foreground">By </span>
      {by}
      <span className="text-muted-foreground"> · </span>
      <time dateTime={date} className="text-muted-foreground">
        {formatDate(date)}
      </time>
    </p>
  );
}

type EngagementCountsProps = {
  post: { likes: number; views: number; comments: number };
  className: string;
  /** How a number is written; as it is unless given. */
  format?: (value: number) => string;
  numberClassName?: string;
};

/** A post's likes, views and comments: each an icon and its number, read out with its name. */
export function EngagementCounts({
  post,
  className,
  format = String,
  numberClassName,
}: EngagementCountsProps) {
  const counts = [
    { icon: Heart, value: post.likes, label: "likes" },
    { icon: Eye, value: post.views, label: "views" },
    { icon: MessageCircle, value: post.comments, label: "comments" },
  ];
  return (
    <ul className={className}>
      {counts.map(({ icon: Icon, value, label }) => (
        <li key={label} className="flex items-center gap-1.5">
          <Icon aria-hidden className="size-4" />
          <span className="sr-only">{`${format(value)} ${label}`}</span>
          <span aria-hidden className={numberClassName}>
            {format(value)}
          </span>
        </li>
      ))}
    </ul>
  );
}
