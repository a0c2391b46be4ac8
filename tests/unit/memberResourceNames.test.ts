import { expect, it } from 'vitest';
import { loadMemberMessages } from '../../src/app/i18n';

type Names = Record<string, { name: string }>;

it("names the operator's resources in react-admin's own texts by their menu labels, in both languages", async () => {
  const id = (await loadMemberMessages('id')).resources as Names;
  const en = (await loadMemberMessages('en')).resources as Names;
  expect(id['admin-orders']?.name).toBe('Pesanan');
  expect(en['admin-orders']?.name).toBe('Orders');
  expect(id['content-news']?.name).toBe('Berita (konten)');
  expect(en['content-partners']?.name).toBe('Partners');
});
