/** An organisation as the operator's console lists it (DESIGN 4a; /api/main/admin-organisations). */
export interface OrganisationRecord {
  id: string;
  kind: 'lsp' | 'employer' | 'training-provider' | 'client-company';
  legalName: string;
  code: string;
  verification: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
  ownerName: string;
  ownerEmail: string;
  members: number;
  createdAt: string;
  /** The partner registration's details (/registrasi-partner); null for an organisation made another way. */
  npwp: string | null;
  industry: string | null;
  size: string | null;
  website: string | null;
  /** The street and the areas, written out. */
  address: string | null;
  /** The contact person is the owner: their position, and their phone from the account. */
  contactPosition: string | null;
  contactPhone: string | null;
}
