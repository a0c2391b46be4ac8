/** SPEC 9's demo activity time ('10 Menit'), in each language of the catalogue's texts. */
export const DEMO_ACTIVITY_TIME = { id: '10 Menit', en: '10 minutes' } as const;
