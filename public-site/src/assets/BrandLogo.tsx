/**
 * The BISA logo, drawn here: a blue tile with a rising staircase (learning, certifying, working) and the
 * wordmark. The account pages (login, registration, forgotten password) use the outlined variant (SPEC 2: a
 * different logo there). Decorative: the link around it carries the accessible name.
 */
export function BrandLogo({ variant = 'default' }: { variant?: 'default' | 'outlined' }) {
  const outlined = variant === 'outlined';
  return (
    <svg className="brand-logo" width="112" height="36" viewBox="0 0 112 36" aria-hidden="true" focusable="false">
      <rect
        x="1.5"
        y="1.5"
        width="33"
        height="33"
        rx="9"
        fill={outlined ? '#fff' : 'var(--brand)'}
        stroke="var(--brand)"
        strokeWidth="3"
      />
      <path
        d="M9 26h6v-6h6v-6h7"
        fill="none"
        stroke={outlined ? 'var(--brand)' : '#fff'}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="27" cy="9.5" r="3" fill="var(--accent)" />
      <text
        x="44"
        y="26.5"
        fontFamily="inherit"
        fontSize="24"
        fontWeight="800"
        letterSpacing="1.5"
        fill={outlined ? 'var(--brand)' : 'var(--text)'}
      >
        BISA
      </text>
    </svg>
  );
}
