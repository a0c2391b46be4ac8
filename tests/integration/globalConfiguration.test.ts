import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ConfigurationEntry } from '@core/configuration/contract';
import { describeOnDatabase } from './support/databases';
import { client, createTestApp, type TestApp } from './support/testApp';

describeOnDatabase('global configuration', (kind) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    api = client(t.app);
  });
  afterAll(() => t.close());

  it('answers SPEC 7 shape without a login: data.data lists the seeded entries, values as strings', async () => {
    const response = await api.get<{ data: ConfigurationEntry[] }>('/api/main/global-configuration');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ statusCode: 200, message: expect.any(String) });
    expect(response.body.data.data).toEqual([
      { configCode: 'MAX_SIZE_DOC', configValue: '5' },
      { configCode: 'MAX_SIZE_VIDEO', configValue: '100' },
      { configCode: 'PPH', configValue: '2' },
      { configCode: 'PPN', configValue: '11' },
    ]);
  });

  it('shows a changed value at once, and still needs the client API key', async () => {
    await t.db.updateTable('global_configuration').set({ config_value: '12' }).where('config_code', '=', 'PPN').execute();
    const response = await api.get<{ data: ConfigurationEntry[] }>('/api/main/global-configuration');
    expect(response.body.data.data).toContainEqual({ configCode: 'PPN', configValue: '12' });
    expect((await api.get('/api/main/global-configuration', { apiKey: null })).status).toBe(403);
  });
});
