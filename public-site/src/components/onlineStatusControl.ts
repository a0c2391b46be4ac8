/** The indicator's texts (site.online.offline / restored in the page's language), carried by the region's attributes. */
export interface OnlineStatusLabels {
  offline: string;
  restored: string;
}

export const ONLINE_LABEL_ATTRIBUTES = { offline: 'data-offline-label', restored: 'data-restored-label' } as const;

/** How long "back online" stays on screen after the connection returns. */
const RESTORED_MESSAGE_MS = 4000;

/**
 * SPEC 2's online/offline indicator, drawn into its polite live region from the DOM: the whole app's OnlineIndicator
 * calls it from an effect and islands/main.ts on island pages, which load no React. The message (role="status")
 * exists only while there is something to say, so an empty status never competes with a page's own status messages;
 * its icon is the stylesheet's. Returns the clean-up.
 */
export function controlOnlineStatus(region: HTMLElement, labels: OnlineStatusLabels): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const show = (status: keyof OnlineStatusLabels | null) => {
    region.replaceChildren();
    if (!status) return;
    const message = document.createElement('div');
    message.setAttribute('role', 'status');
    message.className = `online-status online-status-${status}`;
    message.textContent = labels[status];
    region.append(message);
  };
  const onOffline = () => {
    clearTimeout(timer);
    show('offline');
  };
  const onOnline = () => {
    clearTimeout(timer);
    show('restored');
    timer = setTimeout(() => show(null), RESTORED_MESSAGE_MS);
  };
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  if (!navigator.onLine) onOffline();
  return () => {
    clearTimeout(timer);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
    region.replaceChildren();
  };
}

/** The labels the server wrote on a region (island pages). */
export function onlineLabelsOf(region: HTMLElement): OnlineStatusLabels {
  return {
    offline: region.getAttribute(ONLINE_LABEL_ATTRIBUTES.offline) ?? '',
    restored: region.getAttribute(ONLINE_LABEL_ATTRIBUTES.restored) ?? '',
  };
}
