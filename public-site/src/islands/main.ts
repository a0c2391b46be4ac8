import { SITE_DATA_ELEMENT_ID, type SiteData } from '@core/site/rendering';
import { recordPageView } from '../analytics/pageViewBeacon';
import { controlOnlineStatus, onlineLabelsOf } from '../components/onlineStatusControl';
import { controlPageProgress, PROGRESS_LABEL_ATTRIBUTE } from '../components/pageProgressControl';
import { controlHeroVideo, HERO_VIDEO_ATTRIBUTE } from '../content/heroVideoControl';
import { registerServiceWorkerAfterLoad } from '../offline/registerServiceWorker';
import { ISLAND_ATTRIBUTE, PROPS_ATTRIBUTE, WAKE_ISLANDS_EVENT, WHEN_ATTRIBUTE } from './attributes';
import { enhancePage } from './enhance';
import { showProgressWhenLeaving } from './pageLeaveProgress';
import type { HydrateWhen, IslandName } from './registry';
import '../styles.css';
import './island.css';
import '../fontFallback.css';

/**
 * The entry script of ISLAND_PAGE pages (islands/README.md): no React until an island needs it. Each wrapper is
 * hydrated when its data-when says (at once, in view, or on first use); React, the island's chunk and its catalog
 * parts load then, so a content page whose only island is the header loads a few kB of script.
 */
const siteData = JSON.parse(document.getElementById(SITE_DATA_ELEMENT_ID)?.textContent ?? 'null') as SiteData | null;
recordPageView();

function hydrate(element: HTMLElement): Promise<void> {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) as IslandName;
  const props = JSON.parse(element.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object;
  return import('./hydrate').then(({ hydrateIsland }) => hydrateIsland(element, name, props, siteData ?? { contactInfo: null, loggedIn: false }));
}

/**
 * The first use (pointer, focus, touch or a changed field) of a not yet hydrated island: hydrate it; a click on a button that came before React listened is held
 * and repeated once it does (a link goes on as a link; a box ticked before stays ticked, and the island takes it over
 * when it hydrates). Once hydrateRoot() has run, React handles (and replays) events.
 */
function hydrateOnInteraction(element: HTMLElement): void {
  let listening = false;
  let started: Promise<void> | undefined;
  const start = () =>
    (started ??= hydrate(element).then(() => {
      listening = true;
    }));
  // 'change' too: a choice can reach a select without a pointer or focus first (assistive technology, automation).
  // 'pointermove', not 'pointerover': Chromium sends pointerover when the page lays itself out under a resting pointer
  // (at 0,0, over the header), which loaded React on pages nobody had touched (seen in Lighthouse's runs of the home).
  const events = ['pointermove', 'focusin', 'touchstart', 'change'] as const;
  for (const type of events) element.addEventListener(type, start, { once: true, passive: true });
  document.addEventListener(WAKE_ISLANDS_EVENT, start, { once: true });
  const holdClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest('button');
    if (listening) return element.removeEventListener('click', holdClick, true);
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => button.click());
  };
  element.addEventListener('click', holdClick, true);
}

// A wrapper is display: contents (no box of its own), so its children are watched and stand for it.
const visible = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    const wrapper = entry.target.parentElement;
    if (!entry.isIntersecting || !wrapper) continue;
    for (const child of wrapper.children) visible.unobserve(child);
    void hydrate(wrapper);
  }
});

for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const when = element.getAttribute(WHEN_ATTRIBUTE) as HydrateWhen;
  if (when === 'load') void hydrate(element);
  else if (when === 'visible') for (const child of element.children) visible.observe(child);
  else hydrateOnInteraction(element);
}

enhancePage(document);

// SPEC 2's online indicator and progress bar, which the server rendered empty with their texts (SiteShell).
const onlineRegion = document.querySelector<HTMLElement>('.online-status-region');
if (onlineRegion) controlOnlineStatus(onlineRegion, onlineLabelsOf(onlineRegion));
const progressSlot = document.querySelector<HTMLElement>('.page-progress-slot');
if (progressSlot) showProgressWhenLeaving(controlPageProgress(progressSlot, progressSlot.getAttribute(PROGRESS_LABEL_ATTRIBUTE) ?? ''));

// The home banner video needs no React (content/heroVideoControl.ts): its texts come with the server's button.
for (const video of document.querySelectorAll<HTMLVideoElement>(`video[${HERO_VIDEO_ATTRIBUTE}]`)) {
  const button = video.parentElement?.querySelector<HTMLButtonElement>('button.video-toggle');
  if (button) controlHeroVideo(video, button, { play: button.dataset.playLabel ?? '', pause: button.dataset.pauseLabel ?? '' });
}

// As main.tsx: after the page has loaded, so precaching never competes with the page's own files.
if (siteData) {
  registerServiceWorkerAfterLoad();
}
