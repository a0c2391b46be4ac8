import { describe, expect, it } from 'vitest';
import { recommendPartners } from '@core/content/recommendations';
import { paragraphs, shortText } from '@core/content/richText';

describe('partner recommendations (SPEC 9)', () => {
  const partners = Array.from({ length: 24 }, (_, index) => ({ id: index + 1 }));

  it('shows 3 from the first 20, never the current one, in a shuffled order', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      let state = seed + 1;
      const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
      const picked = recommendPartners(partners, 5, random);
      expect(picked).toHaveLength(3);
      expect(new Set(picked.map((p) => p.id)).size).toBe(3);
      for (const partner of picked) {
        expect(partner.id).not.toBe(5);
        expect(partner.id).toBeLessThanOrEqual(20);
      }
    }
    // Not merely the first three: a random source that always picks the first slot reverses the order.
    expect(recommendPartners(partners, 1, () => 0).map((p) => p.id)).toEqual([3, 4, 5]);
  });

  it('returns fewer when the pool is small', () => {
    expect(recommendPartners([{ id: 1 }, { id: 2 }], 1)).toEqual([{ id: 2 }]);
  });
});

describe('short text of rich text (SPEC 3)', () => {
  it("joins the blocks' text with spaces, skipping empty blocks", () => {
    expect(shortText([...paragraphs('Satu.', ''), { type: 'heading', children: [{ text: 'Dua ' }, { text: 'tiga', bold: true }] }])).toBe(
      'Satu. Dua tiga',
    );
  });
});
