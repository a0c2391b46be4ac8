/**
 * The training provider the corporate footer names (SPEC 2: name, a street address in Jakarta, phone and fax).
 * SPEC withholds the real values; these stand in for them and are changed here only.
 */
export const CORPORATE_PROVIDER = {
  name: 'PT BISA Vokasi Indonesia',
  address: 'Jl. Jenderal Gatot Subroto Kav. 38, Kuningan Barat, Mampang Prapatan, Jakarta Selatan 12710',
  phone: '+62 21 5080 1234',
  fax: '+62 21 5080 1235',
} as const;
