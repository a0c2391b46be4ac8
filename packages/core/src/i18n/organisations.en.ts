/** Organisations and their verification, merged into en.ts as `organisations`; id's twin is organisations.id.ts. */
export const organisationsEn = {
  reasonRequired: 'Say why the organisation is rejected',
  verdictTitle: 'Organisation verification',
  verifiedBody: '%{name} is verified: its work is open to everyone',
  rejectedBody: '%{name} was not verified: %{reason}',
  pendingBody: '%{name} is waiting for verification again',
  kind: 'Kind',
  kinds: { lsp: 'Certification body (LSP)', employer: 'Employer', 'training-provider': 'Training provider', 'client-company': 'Client company' },
  verification: 'Verification',
  states: { pending: 'Waiting', verified: 'Verified', rejected: 'Rejected' },
  legalName: 'Legal name',
  code: 'Code',
  owner: 'Owner',
  ownerEmail: "Owner's e-mail",
  members: 'Members',
  rejectionReason: 'Reason for rejection',
  createdAt: 'Registered',
};
