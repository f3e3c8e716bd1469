import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AuditEntry } from '../../api/types';
import { AuditTrail } from './AuditTrail';
import { AuditTrailPlaceholder } from './AuditTrailFrame';
import { auditEntries, auditLogOf } from './story-fixtures';
import { type Call, mockServer, refusal } from '../shared/story-server';

const calls: Call[] = [];

/** 변경 기록: who changed which compliance record when, newest first; a row opens onto the fields it changed. */
const meta = {
  title: 'Islands/Compliance/AuditTrail',
  component: AuditTrail,
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['GET', /^\/v1\/audit-log$/, auditLogOf(auditEntries)]], calls)();
  },
} satisfies Meta<typeof AuditTrail>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const trail = (canvas: Canvas) => canvas.getByRole('table', { name: '변경 기록' });
/** The entries as 「일시 | 대상 | 작업 | 작업자」. */
const rowTexts = (canvas: Canvas) =>
  [...trail(canvas).querySelectorAll('tbody[data-action]')].map((b) =>
    [...b.querySelector('tr')!.querySelectorAll('th, td')]
      .slice(0, 4)
      .map((c) => c.textContent)
      .join(' | '),
  );

export const Entries: Story = {
  name: '목록과 변경 내용',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('newest first, with when, what, the action and who', async () => {
      await waitFor(() => expect(rowTexts(canvas)).toHaveLength(4));
      await expect(rowTexts(canvas)).toEqual([
        '2026년 11월 26일 14:30 | 지출 기록2026-11-26 메디판다의원 제품설명회(단일 요양기관) | 등록 | 홍길동',
        '2026년 11월 20일 11:10 | 재위탁 통보박지호(대웅제약) 재위탁 통보 증빙 | 변경 | 홍길동',
        '2026년 11월 3일 16:45 | 재위탁계약김민준(한미약품) 재위탁계약 2차 | 등록 | 홍길동',
        '2026년 9월 3일 10:00 | 신고증·교육 기록이서연 신규교육 | 삭제 | 홍길동',
      ]);
      await expect(canvas.getByText('전체 4건 · 최근 순')).toBeVisible();
      await expect(calls[0]?.url.search).toBe('?page=0&size=10');
      await expect(canvas.queryByRole('navigation', { name: '변경 기록 페이지' })).not.toBeInTheDocument();
    });
    await step('a change opens onto the old and the new value of what it touched', async () => {
      const toggle = canvas.getByRole('button', { name: '재위탁 통보 박지호(대웅제약) 재위탁 통보 증빙 변경 변경 내용' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      await expect(detail).toBeVisible();
      const terms = [...detail.querySelectorAll('dt')].map((d) => d.textContent);
      // Only what changed: the proof (its file id is bookkeeping and not shown).
      await expect(terms).toEqual(['통보 증빙']);
      await expect(detail).toHaveTextContent('통보 증빙변경 전: 없음→변경 후: 통보 증빙.pdf');
    });
    await step('a creation lists what was recorded, readable, without the row’s ids', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /김민준\(한미약품\) 재위탁계약 2차 등록 변경 내용/ }));
      const detail = document.getElementById('audit-change-3')!;
      await expect(detail).toHaveTextContent('품목별 수수료율리피토정 10mg 12.5%, 노바스크정 5mg 10.75%');
      await expect(detail).toHaveTextContent('계약 종료일정하지 않음');
      await expect(detail).not.toHaveTextContent('dealerId');
    });
    await step('and closes again', async () => {
      const toggle = canvas.getByRole('button', { name: /박지호\(대웅제약\) 재위탁 통보 증빙 변경 변경 내용/ });
      await userEvent.click(toggle);
      await expect(document.getElementById('audit-change-4')).not.toBeVisible();
    });
  },
};

const many: AuditEntry[] = Array.from({ length: 23 }, (_, i) => ({
  ...auditEntries[i % auditEntries.length]!,
  id: 100 - i,
  at: `2026-11-${String(26 - i).padStart(2, '0')}T03:00:00Z`,
}));

export const Paging: Story = {
  name: '여러 페이지',
  beforeEach: () => {
    calls.length = 0;
    return mockServer([['GET', /^\/v1\/audit-log$/, auditLogOf(many)]], calls)();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rowTexts(canvas)).toHaveLength(10));
    await expect(canvas.getByText('전체 23건 · 최근 순')).toBeVisible();
    const pager = within(canvas.getByRole('navigation', { name: '변경 기록 페이지' }));
    await userEvent.click(pager.getByRole('button', { name: /페이지 3/ }));
    await waitFor(() => expect(rowTexts(canvas)).toHaveLength(3));
    await expect(calls.at(-1)?.url.search).toBe('?page=2&size=10');
    await expect(rowTexts(canvas)[0]).toMatch(/^2026년 11월 6일 12:00/);
    await expect(pager.getByRole('button', { name: /페이지 3/ })).toHaveAttribute('aria-current', 'page');
  },
};

export const Empty: Story = {
  name: '기록 없음',
  beforeEach: mockServer([['GET', /^\/v1\/audit-log$/, auditLogOf([])]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/아직 변경 기록이 없습니다./)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  beforeEach: mockServer([['GET', /^\/v1\/audit-log$/, 'never']]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '변경 기록' })).toHaveAttribute('aria-busy', 'true');
    await expect(trail(canvas).querySelectorAll('tbody')).toHaveLength(3);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Before the member scrolls near it, the compliance page shows the trail's frame: the same picture as 불러오는 중. */
export const Placeholder: Story = {
  name: '모듈 불러오기 전',
  render: () => <AuditTrailPlaceholder />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '변경 기록' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region).toHaveAttribute('data-placeholder', '');
    await expect(
      within(trail(canvas))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['일시', '대상', '작업', '작업자', '변경 내용']);
    await expect(trail(canvas).querySelectorAll('tbody')).toHaveLength(3);
    await expect(calls).toHaveLength(0);
  },
};

let failing = true;

export const Failed: Story = {
  name: '불러오기 실패: 다시 시도',
  beforeEach: () => {
    failing = true;
    calls.length = 0;
    return mockServer(
      [
        [
          'GET',
          /^\/v1\/audit-log$/,
          (call) => (failing ? refusal(503, 'ERROR', '서버에 문제가 생겼습니다.') : auditLogOf(auditEntries)(call)),
        ],
      ],
      calls,
    )();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the error says so and offers to try again', async () => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('변경 기록을 불러오지 못했습니다.');
      await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    });
    await step('the server is back: the list', async () => {
      failing = false;
      await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
      await waitFor(() => expect(rowTexts(canvas)).toHaveLength(4));
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
      await expect(calls).toHaveLength(2);
    });
  },
};

export const PageFailed: Story = {
  name: '다음 페이지 실패: 목록은 남음',
  beforeEach: () => {
    calls.length = 0;
    return mockServer(
      [
        [
          'GET',
          /^\/v1\/audit-log$/,
          (call) => (call.url.search.startsWith('?page=1') ? refusal(503, 'ERROR', '서버에 문제가 생겼습니다.') : auditLogOf(many)(call)),
        ],
      ],
      calls,
    )();
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(rowTexts(canvas)).toHaveLength(10));
    const first = rowTexts(canvas);
    await step('the second page fails: the first page stays, with the error above it', async () => {
      const pager = within(canvas.getByRole('navigation', { name: '변경 기록 페이지' }));
      await userEvent.click(pager.getByRole('button', { name: /페이지 2/ }));
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('변경 기록을 불러오지 못했습니다.');
      await expect(calls.at(-1)?.url.search).toBe('?page=1&size=10');
      await expect(rowTexts(canvas)).toEqual(first);
      await expect(within(alert).getByRole('button', { name: '다시 시도' })).toBeEnabled();
    });
  },
};
