/**
 * Program groups and package types (SPEC 3). SPEC's two numbering schemes disagree on 3 and 4;
 * docs/decisions/2026-11-22-catalogue-and-cart.md records the reading used here: the catalogue's subProgramId has 4 =
 * mandiri-belajar, the cart's enrollmentType has 4 = package.
 */

export const PROGRAM_GROUP = { business: 1, academy: 2 } as const;

export const SUB_PROGRAM_ID = {
  'link-and-match': 1,
  'learning-industrial': 2,
  profession: 3,
  'mandiri-belajar': 4,
  course: 5,
  certification: 6,
} as const;

export const ENROLLMENT_TYPE = {
  'link-and-match': 1,
  'learning-industrial': 2,
  profession: 3,
  package: 4,
  course: 5,
  certification: 6,
} as const;

export const NATIONALITY = { indonesian: 1, foreign: 2 } as const;
