/** The banner video's button texts (content.home.playVideo / pauseVideo in the page's language). */
export interface HeroVideoLabels {
  play: string;
  pause: string;
}

/** Marks the banner video for islands/main.ts, which controls it on island pages without loading React. */
export const HERO_VIDEO_ATTRIBUTE = 'data-hero-video';

/**
 * SPEC 1 and 3's home banner video, controlled from the DOM: it starts (muted, the only way browsers start a video by
 * themselves) once the page has loaded, so it never competes with the page's own files, stays still for visitors who
 * ask for reduced motion, and its button pauses and plays it (WCAG 2.2.2), its text and aria-pressed following the
 * video. Plain DOM so that the home page (an island page) needs no React for it; the whole app's HeroVideo calls it
 * too. Returns the clean-up.
 */
export function controlHeroVideo(video: HTMLVideoElement, button: HTMLButtonElement, labels: HeroVideoLabels): () => void {
  const show = () => {
    button.setAttribute('aria-pressed', String(video.paused));
    button.textContent = video.paused ? labels.play : labels.pause;
  };
  const toggle = () => {
    if (video.paused) video.play().catch(show);
    else video.pause();
  };
  const start = () => {
    video.muted = true;
    video.play().catch(show);
  };
  video.addEventListener('play', show);
  video.addEventListener('pause', show);
  button.addEventListener('click', toggle);
  if (!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }
  return () => {
    video.removeEventListener('play', show);
    video.removeEventListener('pause', show);
    button.removeEventListener('click', toggle);
    window.removeEventListener('load', start);
  };
}
