import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../server/src/db/seed';
import { login } from './support/accounts';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

interface Overview {
  queues: { name: string; waiting: number; active: number; failed: number; completed: number }[];
  deadLetter: { id: string; queue: string; error: string; retryCount: number }[];
}

describeOnDatabase('Operator console: background jobs', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let adminToken: string;
  let learnerToken: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
    api = client(t.app);
    adminToken = (await login(api, DEMO_ACCOUNTS.find((a) => a.role === 'Admin')!.email, DEMO_PASSWORD)).token;
    learnerToken = (await login(api, DEMO_ACCOUNTS.find((a) => a.role === 'Trainee')!.email, DEMO_PASSWORD)).token;
  });
  afterAll(async () => t?.close());

  it('lists the queues and the dead letter, and a retry from the console runs the job again', async () => {
    let healed = false;
    let runs = 0;
    await t.app.jobs.work(
      'test.console',
      async () => {
        runs += 1;
        if (!healed) throw new Error('printer on fire');
      },
      { retryLimit: 0, retryDelaySeconds: 1, backoff: false },
    );
    const id = (await t.app.jobs.enqueue('test.console', {}))!;
    const overview = async () => (await api.get<Overview>('/api/main/admin-job-queue', { token: adminToken })).body.data;
    await expect.poll(async () => (await overview()).deadLetter.map((job) => job.id), { timeout: 20_000 }).toContain(id);
    const seen = await overview();
    expect(seen.deadLetter.find((job) => job.id === id)).toMatchObject({ queue: 'test.console', error: 'printer on fire', retryCount: 0 });
    expect(seen.queues.find((queue) => queue.name === 'test.console')).toMatchObject({ failed: 1, waiting: 0 });
    expect(seen.queues.map((queue) => queue.name)).toContain('orders.expire');

    healed = true;
    const retried = await api.post(`/api/main/admin-job-queue/${id}/retry`, undefined, { token: adminToken, lang: 'en' });
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe('The job is queued again.');
    await expect.poll(() => runs, { timeout: 20_000 }).toBe(2);
    await expect.poll(async () => (await overview()).queues.find((queue) => queue.name === 'test.console')?.completed, { timeout: 20_000 }).toBe(1);
    expect((await overview()).deadLetter).toEqual([]);

    const again = await api.post(`/api/main/admin-job-queue/${id}/retry`, undefined, { token: adminToken });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Pekerjaan itu tidak ada di antrean gagal (sudah diulang, atau tidak dikenal).');
  });

  it('is the operator’s only: a learner is refused, nobody signed in is asked to sign in, a bad id is a 400', async () => {
    expect((await api.get('/api/main/admin-job-queue', { token: learnerToken })).status).toBe(403);
    expect((await api.get('/api/main/admin-job-queue')).status).toBe(401);
    expect((await api.post('/api/main/admin-job-queue/not-an-id/retry', undefined, { token: adminToken })).status).toBe(400);
  });
});
