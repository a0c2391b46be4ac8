/** The caller's learning calendar (sessions, deadlines, certification schedules) with its .ics subscription. */
export function LearningCalendar() {
  return null;
}
