import { useDates } from '../../shared/format/useDates';

/** Dates and times of the trainer's class pages, in the member's language and the class's time zone. */
export const useSchedulingFormat = useDates;
