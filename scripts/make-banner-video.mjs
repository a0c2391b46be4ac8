// Draws the home banner's looping video and writes public-site/public/home-banner.webm.
// Run by hand when the animation changes (`node scripts/make-banner-video.mjs`); the output is committed, so
// neither the build nor CI needs a video encoder: Chromium's MediaRecorder records a canvas animation as VP9.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = fileURLToPath(new URL('../public-site/public/home-banner.webm', import.meta.url));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const base64 = await page.evaluate(async () => {
    const [width, height, seconds] = [640, 360, 6];
    const canvas = Object.assign(document.createElement('canvas'), { width, height });
    const g = canvas.getContext('2d');
    // Slowly drifting circles over the brand's blue gradient: calm enough to loop behind the heading.
    const draw = (t) => {
      const phase = (t / seconds) * Math.PI * 2;
      const gradient = g.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#1e5bd7');
      gradient.addColorStop(1, '#0b2f7a');
      g.fillStyle = gradient;
      g.fillRect(0, 0, width, height);
      for (let i = 0; i < 6; i += 1) {
        const angle = phase + (i * Math.PI) / 3;
        g.beginPath();
        g.arc(width / 2 + Math.cos(angle) * (120 + i * 25), height / 2 + Math.sin(angle * 2) * 60, 40 + i * 12, 0, Math.PI * 2);
        g.fillStyle = `rgba(255, 255, 255, ${0.05 + i * 0.015})`;
        g.fill();
      }
    };
    const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 200_000 });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const start = performance.now();
    recorder.start();
    await new Promise((resolve) => {
      const frame = (now) => {
        const t = (now - start) / 1000;
        draw(t % seconds);
        if (t < seconds) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  await writeFile(out, Buffer.from(base64, 'base64'));
  console.info(`${out}: ${Math.round((base64.length * 3) / 4 / 1024)} kB`);
} finally {
  await browser.close();
}
