import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { Db } from '../../../db/connect';
import { storeScormPackage } from './scormCache';
import { newScormKey, type LearningStorage } from '../storage';

/**
 * A small real SCORM 1.2 package: the demo's 'k3-scorm' activity and the package the end-to-end test
 * uploads. Its page finds the LMS's API the standard way (this window, then its parents, then the opener: in the
 * player the gateway's bridge puts it on this window), shows a short lesson on fire safety with a 3-question check,
 * and reports cmi.core.score.raw and passed/failed. It resumes at the check when the lesson was read before
 * (cmi.core.lesson_location) and keeps the learner's last answers in cmi.suspend_data.
 */

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="bisa-k3-fire-safety" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="bisa-k3-org">
    <organization identifier="bisa-k3-org">
      <title>Keselamatan Kebakaran di Tempat Kerja</title>
      <item identifier="item-fire" identifierref="res-fire" isvisible="true">
        <title>Alat Pemadam Api Ringan (APAR)</title>
        <adlcp:masteryscore>67</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res-fire" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
      <file href="lesson.css"/>
    </resource>
  </resources>
</manifest>
`;

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;line-height:1.5;color:#1a1a1a;max-width:48rem}
h1{font-size:1.4rem}fieldset{border:1px solid #bbb;border-radius:8px;margin:0 0 1rem;padding:.75rem}
legend{font-weight:600}label{display:block;padding:.25rem 0}button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:0;background:#0b5cad;color:#fff;cursor:pointer}
#result{font-weight:600;margin-top:1rem}
`;

const PAGE = `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>APAR: Alat Pemadam Api Ringan</title>
<link rel="stylesheet" href="lesson.css">
</head>
<body>
<main>
<h1>Alat Pemadam Api Ringan (APAR)</h1>
<section id="lesson">
<p>APAR dipakai untuk memadamkan api kecil sebelum membesar. Ingat langkah <strong>PASS</strong>:
<em>Pull</em> (tarik pin), <em>Aim</em> (arahkan ke pangkal api), <em>Squeeze</em> (tekan tuas),
<em>Sweep</em> (sapukan dari sisi ke sisi).</p>
<p>APAR jenis CO<sub>2</sub> cocok untuk kebakaran listrik; jangan memakai air untuk kebakaran listrik.
Periksa tekanan APAR setiap bulan dan pastikan jalur menuju APAR tidak terhalang.</p>
<button type="button" id="to-check">Lanjut ke soal</button>
</section>
<form id="check" hidden>
<h2>Cek pemahaman</h2>
<fieldset><legend>1. Ke mana APAR diarahkan?</legend>
<label><input type="radio" name="q1" value="a"> Ke puncak api</label>
<label><input type="radio" name="q1" value="b"> Ke pangkal api</label>
<label><input type="radio" name="q1" value="c"> Ke asap</label></fieldset>
<fieldset><legend>2. APAR apa yang cocok untuk kebakaran listrik?</legend>
<label><input type="radio" name="q2" value="a"> Air</label>
<label><input type="radio" name="q2" value="b"> Busa</label>
<label><input type="radio" name="q2" value="c"> CO2</label></fieldset>
<fieldset><legend>3. Seberapa sering tekanan APAR diperiksa?</legend>
<label><input type="radio" name="q3" value="a"> Setiap bulan</label>
<label><input type="radio" name="q3" value="b"> Setiap lima tahun</label>
<label><input type="radio" name="q3" value="c"> Tidak perlu</label></fieldset>
<button type="submit">Kirim jawaban</button>
<p id="result" role="status" aria-live="polite"></p>
</form>
</main>
<script>
(function () {
  var KEY = { q1: 'b', q2: 'c', q3: 'a' };
  function findApi(win) {
    for (var depth = 0; win && depth < 10; depth += 1) {
      try { if (win.API) return win.API; } catch (e) { /* another origin's window */ }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  var api = findApi(window) || (window.opener ? findApi(window.opener) : null);
  var finished = false;
  function get(name) { return api ? String(api.LMSGetValue(name)) : ''; }
  function set(name, value) { if (api) api.LMSSetValue(name, String(value)); }
  function showCheck() {
    document.getElementById('lesson').hidden = true;
    document.getElementById('check').hidden = false;
    set('cmi.core.lesson_location', 'check');
  }
  function restore() {
    if (get('cmi.core.lesson_location') === 'check') showCheck();
    var saved = get('cmi.suspend_data');
    if (!saved) return;
    saved.split(',').forEach(function (pair) {
      var parts = pair.split('=');
      var input = document.querySelector('input[name="' + parts[0] + '"][value="' + parts[1] + '"]');
      if (input) input.checked = true;
    });
  }
  if (api) {
    api.LMSInitialize('');
    // The bridge answers asynchronously: the stored values may arrive a moment after LMSInitialize.
    setTimeout(function () {
      var status = get('cmi.core.lesson_status');
      if (status === '' || status === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
      set('cmi.core.exit', 'suspend');
      restore();
      api.LMSCommit('');
    }, 300);
  }
  document.getElementById('to-check').addEventListener('click', function () {
    showCheck();
    if (api) api.LMSCommit('');
  });
  document.getElementById('check').addEventListener('submit', function (event) {
    event.preventDefault();
    var right = 0, answers = [];
    Object.keys(KEY).forEach(function (name) {
      var chosen = document.querySelector('input[name="' + name + '"]:checked');
      if (chosen) answers.push(name + '=' + chosen.value);
      if (chosen && chosen.value === KEY[name]) right += 1;
    });
    var score = Math.round((right / 3) * 100);
    var passed = right >= 2;
    set('cmi.suspend_data', answers.join(','));
    set('cmi.core.score.min', 0);
    set('cmi.core.score.max', 100);
    set('cmi.core.score.raw', score);
    set('cmi.core.lesson_status', passed ? 'passed' : 'failed');
    set('cmi.core.exit', passed ? '' : 'suspend');
    if (api) api.LMSCommit('');
    document.getElementById('result').textContent = (passed ? 'Lulus' : 'Belum lulus') + ': nilai ' + score + '. Jawaban benar ' + right + ' dari 3.';
  });
  window.addEventListener('pagehide', function () {
    if (api && !finished) { finished = true; api.LMSFinish(''); }
  });
})();
</script>
</body>
</html>
`;

/** The package's files by path inside it. */
export function demoScormFiles(): Record<string, string> {
  return { 'imsmanifest.xml': MANIFEST, 'index.html': PAGE, 'lesson.css': STYLE };
}

/** Zips the files (name -> content) into `zipFile`; the demo seed and the tests use it. */
export async function writeZip(zipFile: string, files: Record<string, string | Buffer>): Promise<void> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(zipFile));
}

/** Writes the demo SCORM 1.2 package as a .zip file (the end-to-end test uploads it in the studio). */
export function writeDemoScormZip(zipFile: string): Promise<void> {
  return writeZip(zipFile, demoScormFiles());
}

/** The demo package is tiny; this is only the unpacking's bound. */
const DEMO_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The demo package as a course's learning file, unpacked the way an upload is (unpackScormPackage into the learning
 * folder) and recorded in learning_files. Answers the file's id.
 */
export async function storeDemoScorm(
  db: Db,
  storage: LearningStorage,
  file: { organisationId: string; courseId: string; uploadedBy: string },
): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), 'bisa-demo-scorm-'));
  try {
    const zipFile = path.join(work, 'k3-apar.zip');
    await writeDemoScormZip(zipFile);
    const key = newScormKey();
    const manifest = await storeScormPackage(storage, zipFile, key, DEMO_MAX_BYTES);
    const files = demoScormFiles();
    const row = await db
      .insertInto('learning_files')
      .values({
        organisation_id: file.organisationId,
        course_id: file.courseId,
        kind: 'scorm',
        original_name: 'k3-apar.zip',
        content_type: 'application/zip',
        size_bytes: Object.values(files).reduce((total, content) => total + Buffer.byteLength(content), 0),
        storage_key: key,
        scorm_version: manifest.version,
        scorm_launch: manifest.launch,
        uploaded_by: file.uploadedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
