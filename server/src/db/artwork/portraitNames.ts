/**
 * The people the demo content shows (team, alumni, testimonials, the home banner's cards). Their faces are drawn
 * once by `npm run draw-portraits` into portraits.json, so the gateway needs no drawing library at run time.
 */
export const PORTRAIT_NAMES = [
  'Hendra Wijaya',
  'Sari Puspitasari',
  'Agus Salim',
  'Maya Anggraini',
  'Rudi Hartono',
  'Lina Marlina',
  'Siti Rahmawati',
  'Yoga Firmansyah',
  'Dimas Saputra',
  'Nur Aisyah',
] as const;

/**
 * The drawn faces: the outer element's attributes every face shares (its viewBox `0 0 <w> <h>`, its default fill),
 * and each name's SVG content, DiceBear's licence metadata included.
 */
export interface Portraits {
  attributes: string;
  faces: Record<string, string>;
}
