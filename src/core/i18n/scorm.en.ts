/** SCORM packages, the SCORM runtime and learning media (issue 16): the gateway's messages and the player's texts, merged into en.ts as `scorm`; id's twin is scorm.id.ts. */
export const scormEn = {
  errors: {
    invalidArchive: 'The SCORM package is not a readable .zip file',
    unsafePath: 'The SCORM package holds a file whose path leaves the package (%{name}); it was refused',
    symlink: 'The SCORM package holds a symbolic link (%{name}); links are not accepted',
    encrypted: 'The SCORM package holds an encrypted file (%{name}); upload it without a password',
    tooManyEntries: 'The SCORM package holds more than %{max} files',
    tooLarge: 'The SCORM package unpacks to more than the allowed size',
    compressionRatio: 'The SCORM package holds a file that is compressed suspiciously well (%{name}); it was refused',
    missingManifest: 'The SCORM package has no imsmanifest.xml at its top level',
    badManifest: 'The imsmanifest.xml of the SCORM package cannot be read: %{detail}',
    noLaunch: 'The imsmanifest.xml of the SCORM package names no page to start from',
    cmiTooLarge: 'The SCORM lesson tried to save more data than allowed',
    notScorm: 'This activity is not a SCORM lesson',
  },
  player: {
    frameTitle: 'SCORM lesson: %{title}',
    loading: 'Loading the lesson…',
    loadError: 'The lesson could not be loaded',
    saveError: 'Your progress in the lesson could not be saved; it will be saved again at the next step',
    saved: 'Progress saved',
    status: {
      passed: 'Passed',
      failed: 'Not passed yet',
      completed: 'Completed',
      incomplete: 'In progress',
      notAttempted: 'Not started',
    },
    score: 'Score: %{score}',
  },
};
