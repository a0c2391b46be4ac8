import { describe, expect, it } from 'vitest';
import { launchableItems, MAX_SCORM_ITEMS, MAX_SCORM_ITEM_DEPTH, parseScormManifest } from '../../server/src/features/learning/scorm/scormManifest';
import { HttpError } from '../../server/src/platform/httpError';

/** Multi-SCO manifests: the organisation tree as the player lists it, SCOs told from assets, hostile trees refused. */

const TWO_SCO_12 = `<?xml version="1.0"?>
<manifest identifier="m12" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org"><title>Forklift</title>
      <item identifier="intro" identifierref="r-intro"><title>Introduction</title></item>
      <item identifier="unit-1"><title>Unit 1</title>
        <item identifier="lesson-1" identifierref="r-lesson" parameters="part=1"><title>Lesson 1</title></item>
        <item identifier="glossary" identifierref="r-glossary"><title>Glossary</title></item>
      </item>
      <item identifier="exam" identifierref="r-exam"><title>Exam</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="r-intro" type="webcontent" adlcp:scormtype="sco" href="intro/index.html"/>
    <resource identifier="r-lesson" type="webcontent" adlcp:scormtype="sco" href="lesson.html?lang=id"/>
    <resource identifier="r-glossary" type="webcontent" adlcp:scormtype="asset" href="glossary.html"/>
    <resource identifier="r-exam" type="webcontent" adlcp:scormtype="sco" href="../exam.html"/>
  </resources>
</manifest>`;

const TWO_SCO_2004 = `<?xml version="1.0"?>
<manifest identifier="m04" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="o">
    <organization identifier="o"><title>Welding</title>
      <item identifier="a" identifierref="ra"><title>Safety</title></item>
      <item identifier="hidden" identifierref="ra" isvisible="false"><title>Hidden</title></item>
      <item identifier="a" identifierref="rb"><title>Duplicate id</title></item>
      <item identifier="b" identifierref="rb"><title>Practice</title></item>
    </organization>
  </organizations>
  <resources xml:base="sco/">
    <resource identifier="ra" type="webcontent" adlcp:scormType="sco" href="a.html"/>
    <resource identifier="rb" type="webcontent" adlcp:scormType="sco" href="b.html"/>
  </resources>
</manifest>`;

function refusal(xml: string): string {
  try {
    parseScormManifest(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).messageKey;
  }
  throw new Error('the manifest was accepted');
}

describe('SCORM manifest: the organisation tree', () => {
  it('lists a 1.2 package with two SCOs, a folder and an asset, nested, in document order', () => {
    const manifest = parseScormManifest(TWO_SCO_12);
    expect(manifest.version).toBe('1.2');
    expect(manifest.launch).toBe('intro/index.html');
    expect(manifest.items).toEqual([
      { identifier: 'intro', title: 'Introduction', level: 0, launch: 'intro/index.html', sco: true },
      { identifier: 'unit-1', title: 'Unit 1', level: 0, launch: null, sco: false },
      { identifier: 'lesson-1', title: 'Lesson 1', level: 1, launch: 'lesson.html?lang=id&part=1', sco: true },
      { identifier: 'glossary', title: 'Glossary', level: 1, launch: 'glossary.html', sco: false },
      // A page outside the package is not opened: the item stays in the list as a heading.
      { identifier: 'exam', title: 'Exam', level: 0, launch: null, sco: false },
    ]);
    expect(launchableItems(manifest.items).map((item) => item.identifier)).toEqual(['intro', 'lesson-1', 'glossary']);
  });

  it('lists a 2004 package with two SCOs (scormType), leaving out hidden items and repeated identifiers', () => {
    const manifest = parseScormManifest(TWO_SCO_2004);
    expect(manifest.version).toBe('2004');
    expect(manifest.items).toEqual([
      { identifier: 'a', title: 'Safety', level: 0, launch: 'sco/a.html', sco: true },
      { identifier: 'b', title: 'Practice', level: 0, launch: 'sco/b.html', sco: true },
    ]);
  });

  it('counts every page as a SCO when the package marks none, and starts a resource package at its first resource', () => {
    const unmarked = parseScormManifest(TWO_SCO_2004.replaceAll('adlcp:scormType="sco" ', ''));
    expect(unmarked.items.map((item) => item.sco)).toEqual([true, true]);
    const resourceOnly = parseScormManifest(TWO_SCO_2004.replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>'));
    expect(resourceOnly.items).toEqual([{ identifier: 'ra', title: 'ra', level: 0, launch: 'sco/a.html', sco: true }]);
  });

  it(`refuses a tree deeper than ${MAX_SCORM_ITEM_DEPTH} levels or with more than ${MAX_SCORM_ITEMS} items`, () => {
    const deep = `${'<item identifier="x%"><title>x</title>'.repeat(MAX_SCORM_ITEM_DEPTH + 1)}${'</item>'.repeat(MAX_SCORM_ITEM_DEPTH + 1)}`;
    let level = 0;
    const numbered = deep.replace(/x%/g, () => `d${(level += 1)}`);
    const withTree = (tree: string) =>
      TWO_SCO_2004.replace(/<organization identifier="o">[\s\S]*<\/organization>/, `<organization identifier="o">${tree}</organization>`);
    expect(refusal(withTree(numbered))).toBe('scorm.errors.badManifest');
    const many = Array.from({ length: MAX_SCORM_ITEMS + 1 }, (_, index) => `<item identifier="i${index}" identifierref="ra"/>`).join('');
    expect(refusal(withTree(many))).toBe('scorm.errors.badManifest');
    // Exactly at the bound is a (large) real course.
    expect(parseScormManifest(withTree(many.slice(0, many.lastIndexOf('<item')))).items).toHaveLength(MAX_SCORM_ITEMS);
  });
});
