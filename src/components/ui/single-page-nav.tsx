/** Page numbers under a list; every list on the site fits on one page, so only page 1, current. */
export function SinglePageNav({ label }: { label: string }) {
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex gap-2">
        <li>
          <span
            aria-current="page"
            className="grid size-10 place-items-center rounded-pill bg-accent font-semibold text-accent-foreground"
          >
            <span className="sr-only">Page </span>1
          </span>
        </li>
      </ul>
    </nav>
  );
}
