import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contracted } from '../../platform/typeProvider';
import { startCoursesOfOrder } from './access';
import { classOperationsRoutes } from './classes';
import { calendarRoutes } from './calendar/memberRoutes';
import { calendarFeedRoutes } from './calendar/publicRoutes';
import { courseReviewRoutes } from './studio/operatorReviewRoutes';
import { feedbackRoutes } from './learner/memberFeedbackRoutes';
import { forumRoutes } from './forum/memberRoutes';
import { learnerRoutes } from './learner/memberRoutes';
import { pptxRenderingWorker } from './studio/pptxRendering';
import { mediaTicketRoutes } from './media/memberRoutes';
import { learningMediaRoutes } from './media/publicRoutes';
import { quizRoutes } from './learner/memberQuizRoutes';
import { scormRoutes } from './scorm/memberRoutes';
import { spvManagerRoutes } from './trainer/memberTeamRoutes';
import { studioClassRoutes } from './studio/memberClassRoutes';
import { studioRoutes } from './studio/memberRoutes';
import { trainerDashboardRoutes } from './trainer/memberDashboardRoutes';
import { trainerLookupRoutes } from './trainer/memberLookupRoutes';
import { trainerTransactionRoutes } from './trainer/memberTransactionRoutes';

/**
 * Learning (docs/decisions/2026-11-26-learning.md): the content creator's studio, the learner's courses and player,
 * the trainer's and supervisors' dashboards, classes and their sessions, the calendar, the forum. Main family.
 */
export async function learningFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  ctx.events.on('order.paid', ({ orderId, accountId }) => {
    startCoursesOfOrder(ctx.db, orderId, accountId).catch((error: unknown) =>
      app.log.error({ err: error, orderId }, 'starting the courses of a paid order'),
    );
  });
  await pptxRenderingWorker(ctx);
  await classOperationsRoutes(contracted(app), { ctx });
  await learnerRoutes(contracted(app), { ctx });
  await mediaTicketRoutes(contracted(app), { ctx });
  await scormRoutes(contracted(app), { ctx });
  await studioRoutes(contracted(app), { ctx });
  await studioClassRoutes(contracted(app), { ctx });
  await courseReviewRoutes(contracted(app), { ctx });
  await quizRoutes(contracted(app), { ctx });
  await trainerDashboardRoutes(contracted(app), { ctx });
  await spvManagerRoutes(contracted(app), { ctx });
  await trainerTransactionRoutes(contracted(app), { ctx });
  await calendarRoutes(contracted(app), { ctx });
  await forumRoutes(contracted(app), { ctx });
  await feedbackRoutes(contracted(app), { ctx });
}

/** The learning calls SPEC 7 puts in the cm family (the supervisors' trainer lookup). */
export async function learningCmFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await trainerLookupRoutes(contracted(app), { ctx });
}

/** The calendar feed outside /api (/calendar/<token>.ics): calendar apps fetch it without a session or API key. */
export async function calendarFeedFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await calendarFeedRoutes(contracted(app), { ctx });
}

/** Learning files for the browser's own loaders, outside /api (/learning-media/<ticket>/...): no API key, a ticket. */
export async function learningMediaFeature(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await learningMediaRoutes(contracted(app), { ctx });
}
