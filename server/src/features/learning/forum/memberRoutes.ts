import { REPLIES_PER_PAGE } from '@core/learning/forum';
import type { AppContext } from '../../../context';
import { envelope } from '../../../platform/envelope';
import { requestLocale } from '../../../platform/locale';
import { areaPolicy } from '../../../platform/menus';
import { principalOf } from '../../../platform/policy';
import type { ContractedApp } from '../../../platform/typeProvider';
import type { FastifyRequest } from 'fastify';
import {
  boardOf,
  boards,
  createReply,
  createThread,
  editReply,
  editThread,
  mentionCandidates,
  moderateReply,
  moderateThread,
  threadPage,
  threadView,
  type Viewer,
} from './forumQueries';
import {
  boardParams,
  boardsAnswer,
  pageQuery,
  peopleAnswer,
  peopleQuery,
  replyBody,
  replyModerationBody,
  replyParams,
  threadAnswer,
  threadPostedAnswer,
  threadBody,
  threadModerationBody,
  threadParams,
  threadsAnswer,
} from './forumSchemas';

/** The forum: SPEC 2's forum page's roles (Trainee, Trainee Staff, Trainer, Trainer Staff). */
const forum = { policy: areaPolicy('member', 'forum') } as const;

const viewerOf = (request: FastifyRequest): Viewer => {
  const { accountId, role } = principalOf(request);
  return { accountId, role };
};

export async function forumRoutes(app: ContractedApp, { ctx }: { ctx: AppContext }) {
  const { db } = ctx;

  app.get('/forum/boards', { config: forum, schema: { response: boardsAnswer } }, async (request, reply) =>
    envelope(request, reply, await boards(db, viewerOf(request), requestLocale(request))),
  );

  app.get(
    '/forum/boards/:boardId/threads',
    { config: forum, schema: { params: boardParams, querystring: pageQuery, response: threadsAnswer } },
    async (request, reply) => {
      const board = await boardOf(db, viewerOf(request), request.params.boardId, requestLocale(request));
      return envelope(request, reply, await threadPage(db, board, Number(request.query.page ?? 1)));
    },
  );

  app.post(
    '/forum/boards/:boardId/threads',
    { config: forum, schema: { params: boardParams, body: threadBody, response: threadPostedAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const locale = requestLocale(request);
      const board = await boardOf(db, viewer, request.params.boardId, locale);
      const threadId = await createThread(ctx, viewer, board, request.body.title, request.body.body);
      return envelope(request, reply, await threadView(db, viewer, threadId, 1, locale), 'calendarForum.forum.messages.threadPosted', 201);
    },
  );

  app.get(
    '/forum/boards/:boardId/people',
    { config: forum, schema: { params: boardParams, querystring: peopleQuery, response: peopleAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const board = await boardOf(db, viewer, request.params.boardId, requestLocale(request));
      return envelope(request, reply, await mentionCandidates(db, viewer, board, request.query.q));
    },
  );

  app.get(
    '/forum/threads/:threadId',
    { config: forum, schema: { params: threadParams, querystring: pageQuery, response: threadAnswer } },
    async (request, reply) =>
      envelope(
        request,
        reply,
        await threadView(db, viewerOf(request), request.params.threadId, Number(request.query.page ?? 1), requestLocale(request)),
      ),
  );

  app.put(
    '/forum/threads/:threadId',
    { config: forum, schema: { params: threadParams, body: threadBody, response: threadAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const locale = requestLocale(request);
      await editThread(ctx, viewer, request.params.threadId, request.body.title, request.body.body, locale);
      return envelope(request, reply, await threadView(db, viewer, request.params.threadId, 1, locale), 'calendarForum.forum.messages.saved');
    },
  );

  app.post(
    '/forum/threads/:threadId/replies',
    { config: forum, schema: { params: threadParams, body: replyBody, response: threadPostedAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const locale = requestLocale(request);
      await createReply(ctx, viewer, request.params.threadId, request.body.body, locale);
      // The page with the new reply: the last one.
      const first = await threadView(db, viewer, request.params.threadId, 1, locale);
      const last = Math.max(1, Math.ceil(first.replies.total / REPLIES_PER_PAGE));
      const view = last === 1 ? first : await threadView(db, viewer, request.params.threadId, last, locale);
      return envelope(request, reply, view, 'calendarForum.forum.messages.replyPosted', 201);
    },
  );

  app.put(
    '/forum/threads/:threadId/moderation',
    { config: forum, schema: { params: threadParams, body: threadModerationBody, response: threadAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const locale = requestLocale(request);
      await moderateThread(db, viewer, request.params.threadId, request.body, locale);
      return envelope(request, reply, await threadView(db, viewer, request.params.threadId, 1, locale), 'calendarForum.forum.messages.moderated');
    },
  );

  app.put(
    '/forum/replies/:replyId',
    { config: forum, schema: { params: replyParams, body: replyBody, response: threadAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const locale = requestLocale(request);
      const threadId = await editReply(ctx, viewer, request.params.replyId, request.body.body, locale);
      return envelope(request, reply, await threadView(db, viewer, threadId, 1, locale), 'calendarForum.forum.messages.saved');
    },
  );

  app.put(
    '/forum/replies/:replyId/moderation',
    { config: forum, schema: { params: replyParams, body: replyModerationBody, response: threadAnswer } },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const locale = requestLocale(request);
      const threadId = await moderateReply(db, viewer, request.params.replyId, request.body.hidden, locale);
      return envelope(request, reply, await threadView(db, viewer, threadId, 1, locale), 'calendarForum.forum.messages.moderated');
    },
  );
}
