/** Social network glyphs drawn for the footer: simplified shapes in the current text colour, cut-outs styled by .glyph-cutout. */

import type { ReactNode } from 'react';

function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export function InstagramGlyph() {
  return (
    <Glyph>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
    </Glyph>
  );
}

export function LinkedInGlyph() {
  return (
    <Glyph>
      <rect x="2.5" y="2.5" width="19" height="19" rx="3" fill="currentColor" />
      <path
        d="M7.5 10.5v6M7.5 7.4v.1M11 16.5v-6M11 13c0-1.6 1-2.6 2.4-2.6s2.1 1 2.1 2.6v3.5"
        className="glyph-cutout-line"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </Glyph>
  );
}

export function YouTubeGlyph() {
  return (
    <Glyph>
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="currentColor" />
      <path d="m10 9 5 3-5 3Z" className="glyph-cutout" />
    </Glyph>
  );
}

export function FacebookGlyph() {
  return (
    <Glyph>
      <circle cx="12" cy="12" r="10" fill="currentColor" />
      <path
        d="M13 21v-7h2.4l.4-2.8H13V9.6c0-.8.3-1.4 1.4-1.4H16V5.7a19 19 0 0 0-2.2-.1c-2.2 0-3.6 1.3-3.6 3.7v1.9H7.9V14h2.3v7Z"
        className="glyph-cutout"
      />
    </Glyph>
  );
}
