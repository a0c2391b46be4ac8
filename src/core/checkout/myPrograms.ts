/** GET /api/main/my-programs (src/pages/my-programs): one program the learner holds, an enrolment or a certification registration. */
export interface MyProgram {
  id: string;
  programId: number;
  title: string;
  kind: string;
  enrolledAt: string;
  /** active (paid), completed (the order was fulfilled), refunded; a certification's own registration status. */
  status: string;
}
