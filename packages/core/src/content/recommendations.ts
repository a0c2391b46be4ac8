/** SPEC 9: partner recommendations come from the first 20 partners, without the current one, shuffled; 3 shown. */
export const RECOMMENDATION_POOL = 20;
export const RECOMMENDATIONS_SHOWN = 3;

/** `random` returns [0, 1) like Math.random (a test passes its own). Fisher-Yates over a copy. */
export function recommendPartners<T extends { id: number }>(firstPartners: T[], currentId: number, random: () => number = Math.random): T[] {
  const pool = firstPartners.slice(0, RECOMMENDATION_POOL).filter((partner) => partner.id !== currentId);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, RECOMMENDATIONS_SHOWN);
}
