import type { ReactNode } from "react";
import { cn } from "@/lib/class-names";

/**
 * A table of records with a header row. Its box scrolls sideways on a narrow screen, and is
 * focusable so that it scrolls by keyboard too.
 */
export function DataTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <div
      className="overflow-x-auto rounded-lg border border-border focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className="w-full text-left text-sm">
        <thead className="bg-surface text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A body row of a `DataTable`. */
export function Row({ children }: { children: ReactNode }) {
  return <tr className="border-t border-border align-top">{children}</tr>;
}

export function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cn("px-3 py-2", className)}>{children}</td>;
}
