import { useEffect, useRef } from 'react';
import { useT } from '../i18n/locale';
import { controlHeroVideo, HERO_VIDEO_ATTRIBUTE } from './heroVideoControl';

/**
 * SPEC 1 and 3's home banner video: embedded, looped, muted, playing by itself once the page has loaded (inline on
 * phones), with a pause button (content/heroVideoControl.ts). The poster is the page's first picture; the video
 * itself waits (preload none). Not an island: on the home page (an island page) islands/main.ts controls the server's
 * markup without React (Lighthouse's blocking time on a phone); the effect below does the same when the whole app
 * renders the home page after a client-side navigation.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const play = t('content.home.playVideo');
  const pause = t('content.home.pauseVideo');

  useEffect(() => {
    if (video.current && button.current) return controlHeroVideo(video.current, button.current, { play, pause });
  }, [play, pause]);

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
        {...{ [HERO_VIDEO_ATTRIBUTE]: '' }}
      />
      <button ref={button} type="button" className="video-toggle" aria-pressed="true" data-play-label={play} data-pause-label={pause}>
        {play}
      </button>
    </>
  );
}
