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
}
