/**
 * App-store badges drawn for the footer: dark tiles with a simplified store mark and the store's name (a
 * proper noun, the same in both languages). Decorative: the link around each badge names it.
 */

import type { ReactNode } from 'react';

function Badge({ children, name }: { children: ReactNode; name: string }) {
  return (
    <svg className="store-badge" width="136" height="40" viewBox="0 0 136 40" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="135" height="39" rx="8" fill="#111" stroke="#a6a6a6" />
      {children}
      <text x="44" y="26" fill="#fff" fontFamily="inherit" fontSize="15" fontWeight="700">
        {name}
      </text>
    </svg>
  );
}

export function GooglePlayBadge() {
  return (
    <Badge name="Google Play">
      <path d="M14 9.5 27 20 14 30.5Z" fill="#34a853" />
      <path d="M14 9.5 27 20l4.5-3.6Z" fill="#4285f4" />
      <path d="M14 30.5 27 20l4.5 3.6Z" fill="#ea4335" />
      <path d="M31.5 16.4 27 20l4.5 3.6 3.5-2a1.8 1.8 0 0 0 0-3.2Z" fill="#fbbc04" />
    </Badge>
  );
}

export function AppStoreBadge() {
  return (
    <Badge name="App Store">
      <circle cx="22" cy="20" r="12" fill="#1a8cff" />
      <path d="M18 27.5 24.2 13M26 27.5 19.8 13M15.5 23.5h13" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </Badge>
  );
}
