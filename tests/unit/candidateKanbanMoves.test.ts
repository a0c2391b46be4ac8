import { describe, expect, it } from 'vitest';
import { HIRING_STATUS_LABELS, type HiringState } from '@core/jobs/hiring';
import type { CandidateRow } from '@core/jobs/contract';
import { createI18nProvider, loadMemberMessages } from '../../src/app/i18n';
import { employerViews } from '../../src/pages/employer';
import { columnBeside, dragAnnouncement, dropOutcome, isKanbanColumn } from '../../src/pages/employer/kanbanMoves';

function row(state: Exclude<HiringState, 'withdrawn'>, withdrawn = false): CandidateRow {
  return {
    id: 'application-1',
    vacancy: { id: '0b6f5f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', title: 'Web developer' },
    applicant: { accountId: 'a-1', name: 'Rina Kusuma', email: 'rina@example.test' },
    status: { code: 0, state, colour: 'grey', label: state },
    withdrawn,
    appliedAt: '2026-01-02T03:04:05.000Z',
    nextInterviewAt: null,
  };
}

describe("the kanban's drop (src/pages/employer/kanbanMoves.ts)", () => {
  it('moves only to a column the hiring rules allow; its own column, a refused one or no column send nothing', () => {
    expect(dropOutcome(row('new'), 'on-process')).toBe('move');
    expect(dropOutcome(row('new'), 'rejected')).toBe('move');
    expect(dropOutcome(row('new'), 'passed')).toBe('refused');
    expect(dropOutcome(row('new'), 'hired')).toBe('refused');
    expect(dropOutcome(row('new'), 'new')).toBe('same');
    expect(dropOutcome(row('on-process'), 'passed')).toBe('move');
    expect(dropOutcome(row('on-process'), 'new')).toBe('refused');
    expect(dropOutcome(row('hired'), 'rejected')).toBe('refused');
    expect(dropOutcome(row('new', true), 'on-process')).toBe('refused');
    expect(dropOutcome(row('new'), null)).toBe('outside');
    expect(dropOutcome(row('new'), 'withdrawn')).toBe('outside');
    expect(dropOutcome(row('new'), 3)).toBe('outside');
  });

  it('knows the columns by name', () => {
    expect(isKanbanColumn('on-process')).toBe(true);
    expect(isKanbanColumn('withdrawn')).toBe(false);
    expect(isKanbanColumn(undefined)).toBe(false);
  });

  it('takes a carried card one column left or right in the board order, and nowhere past either end', () => {
    expect(columnBeside('new', 1)).toBe('on-process');
    expect(columnBeside('on-process', 1)).toBe('passed');
    expect(columnBeside('hired', 1)).toBe('failed');
    expect(columnBeside('failed', -1)).toBe('hired');
    expect(columnBeside('rejected', 1)).toBeNull();
    expect(columnBeside('new', -1)).toBeNull();
  });
});

describe("the kanban's live announcements", () => {
  async function wordsOf(locale: 'id' | 'en') {
    const i18n = createI18nProvider(locale, await loadMemberMessages(locale));
    // The candidate page's catalog groups, as the page loads them.
    await i18n.loadMessageParts(employerViews['employer-candidates'].component.messageParts);
    return { translate: i18n.translate, label: (state: HiringState) => HIRING_STATUS_LABELS[state][locale] };
  }

  it('speak Indonesian on the Indonesian page', async () => {
    const words = await wordsOf('id');
    const waiting = row('new');
    expect(dragAnnouncement('start', waiting, null, words)).toBe(
      'Kartu Rina Kusuma diambil dari kolom Menunggu Hasil. Bisa dipindahkan ke: Masih Proses, Ditolak.',
    );
    expect(dragAnnouncement('over', waiting, 'on-process', words)).toBe(
      'Di atas kolom Masih Proses: lepaskan untuk memindahkan Rina Kusuma ke sini.',
    );
    expect(dragAnnouncement('over', waiting, 'passed', words)).toBe(
      'Di atas kolom Lulus: Rina Kusuma tidak dapat dipindahkan ke sini dari Menunggu Hasil.',
    );
    expect(dragAnnouncement('over', waiting, 'new', words)).toBe('Di atas kolom Menunggu Hasil, kolom Rina Kusuma saat ini.');
    expect(dragAnnouncement('over', waiting, null, words)).toBe('Rina Kusuma tidak berada di atas kolom mana pun.');
    expect(dragAnnouncement('end', waiting, 'on-process', words)).toBe(
      'Rina Kusuma dilepas di kolom Masih Proses. Konfirmasikan pemindahan di dialog.',
    );
    expect(dragAnnouncement('end', waiting, 'passed', words)).toBe('Rina Kusuma tidak dipindahkan: Lulus tidak diizinkan dari Menunggu Hasil.');
    expect(dragAnnouncement('end', waiting, 'new', words)).toBe('Rina Kusuma tetap di kolom Menunggu Hasil.');
    expect(dragAnnouncement('end', waiting, null, words)).toBe('Rina Kusuma dilepas di luar kolom, tidak dipindahkan.');
    expect(dragAnnouncement('cancel', waiting, 'on-process', words)).toBe('Pemindahan dibatalkan. Rina Kusuma tetap di kolom Menunggu Hasil.');
  });

  it('speak English on the English page', async () => {
    const words = await wordsOf('en');
    const onProcess = row('on-process');
    expect(dragAnnouncement('start', onProcess, null, words)).toBe(
      'Picked up Rina Kusuma from On Process. It may move to: Passed, Failed, Rejected.',
    );
    expect(dragAnnouncement('over', onProcess, 'passed', words)).toBe('Over Passed: drop here to move Rina Kusuma.');
    expect(dragAnnouncement('over', onProcess, 'new', words)).toBe('Over Waiting result: Rina Kusuma cannot move there from On Process.');
    expect(dragAnnouncement('end', onProcess, 'passed', words)).toBe('Dropped Rina Kusuma on Passed. Confirm the move in the dialog.');
    expect(dragAnnouncement('end', onProcess, 'hired', words)).toBe('Rina Kusuma was not moved: Hired is not allowed from On Process.');
    expect(dragAnnouncement('cancel', onProcess, null, words)).toBe('Move cancelled. Rina Kusuma stays in On Process.');
  });
});
