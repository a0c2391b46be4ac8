import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/locale';

/**
 * SPEC 1 and 3's home banner video: embedded, looped, muted, playing by itself (inline on phones). The poster is
 * the page's first picture; the video itself waits (preload none) until the page has loaded, so it never competes
 * with the page's own files, and it stays still for visitors who ask for reduced motion. It moves for more than
 * five seconds, so it has a pause button (WCAG 2.2.2).
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const start = () => {
      // Browsers only start a video by themselves when it is muted.
      element.muted = true;
      element.play().catch(() => setPlaying(false));
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <>
      <video
        ref={video}
        className="home-video"
        src={src}
        poster={poster}
        loop
        muted
        playsInline
        preload="none"
        aria-hidden="true"
        width={1280}
        height={720}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button type="button" className="video-toggle" aria-pressed={!playing} onClick={toggle}>
        {t(playing ? 'content.home.pauseVideo' : 'content.home.playVideo')}
      </button>
    </>
  );
}
