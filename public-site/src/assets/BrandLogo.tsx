/**
 * The BISA logo, drawn here: a blue tile with a rising staircase (learning, certifying, working) and the
 * wordmark. The account pages (login, registration, forgotten password) use the outlined variant (SPEC 2: a
 * different logo there). Colours come from the stylesheet (.brand-logo), so the footer can recolour the
 * wordmark. Decorative: the link around it carries the accessible name.
 */
export function BrandLogo({ variant = 'default' }: { variant?: 'default' | 'outlined' }) {
  return (
    <svg
      className={variant === 'outlined' ? 'brand-logo brand-logo-outlined' : 'brand-logo'}
      width="112"
      height="36"
      viewBox="0 0 112 36"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="brand-logo-tile" x="1.5" y="1.5" width="33" height="33" rx="9" strokeWidth="3" />
      <path className="brand-logo-stairs" d="M9 26h6v-6h6v-6h7" fill="none" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
      <circle className="brand-logo-dot" cx="27" cy="9.5" r="3" />
      {/* eslint-disable-next-line no-restricted-syntax -- the brand's name, the same in both languages */}
      <text className="brand-logo-word" x="44" y="26.5" fontSize="24" fontWeight="800" letterSpacing="1.5">
        BISA
      </text>
    </svg>
  );
}
