/**
 * The page-not-found image (SPEC 8): a folded map whose dotted path ends at a question mark. An informative
 * image, so it carries a text alternative given by the page in its language. Colours: .not-found-illustration.
 */
export function NotFoundIllustration({ label }: { label: string }) {
  return (
    <svg className="not-found-illustration" width="240" height="170" viewBox="0 0 240 170" role="img" aria-label={label}>
      <ellipse className="art-shadow" cx="120" cy="158" rx="96" ry="8" />
      <path className="art-paper" d="M30 34 86 20l68 14 56-14v110l-56 14-68-14-56 14Z" strokeWidth="3" strokeLinejoin="round" />
      <path className="art-fold" d="M86 20v110M154 34v110" strokeWidth="3" />
      <path className="art-tint" d="M30 34 86 20v110l-56 14Z" />
      <path className="art-tint" d="M154 34l56-14v110l-56 14Z" />
      <path
        className="art-route"
        d="M50 118c18-6 22-30 44-34s30 22 52 10 18-34 34-40"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 9"
      />
      <circle className="art-start" cx="50" cy="118" r="6" />
      <circle className="art-accent" cx="184" cy="42" r="17" />
      <path
        className="art-ink"
        d="M178.5 37.5a5.5 5.5 0 1 1 7.7 5c-1.4.7-2.2 1.6-2.2 3.1v1.1M184 52v.1"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
