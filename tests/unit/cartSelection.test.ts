import { describe, expect, it, vi } from 'vitest';
import { addToCartBody, toCartItem, type CartItem } from '@core/cart/model';
import { groupByType, isTypeSelected, removeLocalFirst, selectedIds, selectedTotals, setSelected, setTypeSelected } from '@core/cart/selection';

const item = (cartId: string, type: number, total: number, discount = 0): CartItem => ({
  cartId,
  status: false,
  subProgramId: type,
  type,
  desc: '',
  picture: null,
  title: cartId,
  id: Number(cartId.replace(/\D/g, '')) || 1,
  price: total + discount,
  discount,
  total,
});

const cart = [item('c1', 5, 4_500_000, 500_000), item('c2', 5, 5_000_000), item('p1', 4, 10_000_000), item('s1', 6, 8_500_000, 1_500_000)];

describe('cart selection (SPEC 4)', () => {
  it('starts unselected, with zero totals', () => {
    expect(cart.every((entry) => !entry.status)).toBe(true);
    expect(selectedTotals(cart)).toEqual({ count: 0, price: 0, discount: 0, total: 0 });
  });

  it('selects and deselects one item', () => {
    const one = setSelected(cart, 'c1', true);
    expect(selectedTotals(one)).toEqual({ count: 1, price: 5_000_000, discount: 500_000, total: 4_500_000 });
    expect(isTypeSelected(one, 5)).toBe(false);
    expect(selectedTotals(setSelected(one, 'c1', false)).count).toBe(0);
    expect(cart[0]!.status).toBe(false);
  });

  it('selects and deselects a whole type', () => {
    const courses = setTypeSelected(cart, 5, true);
    expect(isTypeSelected(courses, 5)).toBe(true);
    expect(selectedTotals(courses)).toEqual({ count: 2, price: 10_000_000, discount: 500_000, total: 9_500_000 });
    expect(isTypeSelected(setSelected(courses, 'c2', false), 5)).toBe(false);
    expect(selectedTotals(setTypeSelected(courses, 5, false)).count).toBe(0);
    expect(isTypeSelected(cart, 1)).toBe(false);
  });

  it('groups by type in type order', () => {
    expect(groupByType(cart).map((group) => [group.type, group.items.map((entry) => entry.cartId)])).toEqual([
      [4, ['p1']],
      [5, ['c1', 'c2']],
      [6, ['s1']],
    ]);
  });

  it('lists the selected ids for delete-all-checked', () => {
    expect(selectedIds(setSelected(setSelected(cart, 'p1', true), 's1', true))).toEqual(['p1', 's1']);
  });
});

describe('local-first removal with rollback (SPEC 4, 8)', () => {
  it('shows the list without the items before the server answers', async () => {
    const shown: string[][] = [];
    let release!: () => void;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const done = removeLocalFirst(
      cart,
      ['c2'],
      () => pending,
      (next) => shown.push(next.map((entry) => entry.cartId)),
      vi.fn(),
    );
    expect(shown).toEqual([['c1', 'p1', 's1']]);
    release();
    expect((await done).map((entry) => entry.cartId)).toEqual(['c1', 'p1', 's1']);
    expect(shown).toHaveLength(1);
  });

  it('logs a refused removal and puts that item back in its place, keeping the others removed', async () => {
    const log = vi.fn();
    const shown: string[][] = [];
    const final = await removeLocalFirst(
      cart,
      ['c1', 'p1'],
      (cartId) => (cartId === 'c1' ? Promise.reject(new Error('offline')) : Promise.resolve()),
      (next) => shown.push(next.map((entry) => entry.cartId)),
      log,
    );
    expect(shown).toEqual([
      ['c2', 's1'],
      ['c1', 'c2', 's1'],
    ]);
    expect(final.map((entry) => entry.cartId)).toEqual(['c1', 'c2', 's1']);
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });
});

describe('cart wire shapes (SPEC 3, 7)', () => {
  it('puts the program id in the field of its type and 0 elsewhere', () => {
    expect(addToCartBody(5, 9)).toEqual({ enrollmentType: 5, courseId: 9, packageId: 0, certificationId: 0 });
    expect(addToCartBody(6, 9)).toEqual({ enrollmentType: 6, courseId: 0, packageId: 0, certificationId: 9 });
    for (const type of [1, 2, 3, 4]) expect(addToCartBody(type, 9)).toEqual({ enrollmentType: type, courseId: 0, packageId: 9, certificationId: 0 });
  });

  it('maps each server shape to the client item, unselected', () => {
    const base = { id: 'row', subProgramId: 6, packageDescDetail: 'd' };
    expect(
      toCartItem({
        ...base,
        enrollmentType: 6,
        certificationFileCover: null,
        certificationName: 'S',
        certificationId: 3,
        certificationPrice: 10,
        certificationDiscount: 2,
        certificationTotalDiscount: 8,
      }),
    ).toEqual({
      cartId: 'row',
      status: false,
      subProgramId: 6,
      type: 6,
      desc: 'd',
      picture: null,
      title: 'S',
      id: 3,
      price: 10,
      discount: 2,
      total: 8,
    });
    expect(
      toCartItem({
        ...base,
        enrollmentType: 4,
        packageFileCover: 'x.png',
        packageName: 'P',
        packageId: 4,
        packagePrice: 10,
        packageDiscount: 0,
        packageTotalAfterDiscount: 10,
      }),
    ).toMatchObject({
      picture: 'x.png',
      title: 'P',
      id: 4,
      total: 10,
    });
  });
});
