/**
 * The page-not-found image (SPEC 8): a folded map whose dotted path ends at a question mark. An informative
 * image, so it carries a text alternative given by the page in its language.
 */
export function NotFoundIllustration({ label }: { label: string }) {
  return (
    <svg className="not-found-illustration" width="240" height="170" viewBox="0 0 240 170" role="img" aria-label={label}>
      <ellipse cx="120" cy="158" rx="96" ry="8" fill="#dfe6f5" />
      <path d="M30 34 86 20l68 14 56-14v110l-56 14-68-14-56 14Z" fill="#fff" stroke="var(--brand)" strokeWidth="3" strokeLinejoin="round" />
      <path d="M86 20v110M154 34v110" stroke="#b9c8ee" strokeWidth="3" />
      <path d="M30 34 86 20v110l-56 14Z" fill="var(--brand-tint)" />
      <path d="M154 34l56-14v110l-56 14Z" fill="var(--brand-tint)" />
      <path
        d="M50 118c18-6 22-30 44-34s30 22 52 10 18-34 34-40"
        fill="none"
        stroke="var(--brand)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 9"
      />
      <circle cx="50" cy="118" r="6" fill="var(--brand)" />
      <circle cx="184" cy="42" r="17" fill="var(--accent)" />
      <path
        d="M178.5 37.5a5.5 5.5 0 1 1 7.7 5c-1.4.7-2.2 1.6-2.2 3.1v1.1M184 52v.1"
        fill="none"
        stroke="#1a1f2b"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
